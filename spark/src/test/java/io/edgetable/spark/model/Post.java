package io.edgetable.spark.model;

import io.edgetable.Id;
import io.edgetable.Node;

/** A post, its likes counted over 4 counter items. */
@Node(prefix = "POST")
public record Post(@Id String postId, String title, long likes) {}
