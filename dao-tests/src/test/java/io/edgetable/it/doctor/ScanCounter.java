package io.edgetable.it.doctor;

import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/** What a client's Scans read: the requests and the items they evaluated ({@code ScannedCount}). */
final class ScanCounter implements ExecutionInterceptor {
  private final AtomicLong scans = new AtomicLong();
  private final AtomicLong scanned = new AtomicLong();

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
    if (context.response() instanceof ScanResponse response) {
      scans.incrementAndGet();
      scanned.addAndGet(response.scannedCount() == null ? 0 : response.scannedCount());
    }
  }

  long scans() {
    return scans.get();
  }

  long scanned() {
    return scanned.get();
  }

  void reset() {
    scans.set(0);
    scanned.set(0);
  }
}
