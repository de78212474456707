package io.edgetable.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;

/**
 * The data files of a DynamoDB export on any Hadoop file system ({@code file:}, {@code s3a://},
 * {@code hdfs://}): the {@code *.json.gz} files in a folder named {@code data} at or under the
 * path, as the export to S3 lays them out ({@code AWSDynamoDB/<export id>/data/}).
 */
final class ExportFiles {
  private ExportFiles() {}

  /** The files, sorted; {@link InvalidExportException} if there are none. */
  static List<String> list(Configuration hadoop, String exportPath) {
    if (exportPath == null || exportPath.isBlank()) {
      throw new IllegalArgumentException(
          "Name the export to check: the folder of a DynamoDB export (AWSDynamoDB/<export id>/)"
              + " or its data/ folder, e.g. s3a://bucket/exports/AWSDynamoDB/0170...-abcd/");
    }
    Path root = new Path(exportPath);
    List<String> files = new ArrayList<>();
    try {
      FileSystem fs = root.getFileSystem(hadoop);
      if (!fs.exists(root)) {
        throw new InvalidExportException(
            exportPath, "does not exist: pass the folder a DynamoDB export was written to");
      }
      RemoteIterator<LocatedFileStatus> found = fs.listFiles(root, true);
      while (found.hasNext()) {
        Path file = found.next().getPath();
        Path parent = file.getParent();
        if (file.getName().endsWith(".json.gz")
            && parent != null
            && parent.getName().equals("data")) {
          files.add(file.toString());
        }
      }
    } catch (IOException e) {
      throw new InvalidExportException(exportPath, "could not be listed: " + e.getMessage(), e);
    }
    if (files.isEmpty()) {
      throw new InvalidExportException(
          exportPath,
          "holds no data/*.json.gz files: export the table to S3 with format DYNAMODB_JSON and"
              + " pass the export's folder (AWSDynamoDB/<export id>/) or its data/ folder");
    }
    files.sort(null);
    return files;
  }
}
