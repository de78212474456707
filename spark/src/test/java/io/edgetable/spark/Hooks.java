package io.edgetable.spark;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * The interceptor the executors' clients get ({@link DynamoSettings#interceptor}): it hands every
 * request to the interceptors a test installs in {@link #INSTALLED}. Executors of local[2] run in
 * the test's JVM, so the test sees and steers what they send.
 */
public final class Hooks implements ExecutionInterceptor {
  static final List<ExecutionInterceptor> INSTALLED = new CopyOnWriteArrayList<>();

  @Override
  public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
    SdkRequest request = context.request();
    for (ExecutionInterceptor hook : INSTALLED) {
      SdkRequest current = request;
      request = hook.modifyRequest(new Context.ModifyRequest() {
        @Override
        public SdkRequest request() {
          return current;
        }
      }, attributes);
    }
    return request;
  }

  @Override
  public void beforeTransmission(
      Context.BeforeTransmission context, ExecutionAttributes attributes) {
    INSTALLED.forEach(hook -> hook.beforeTransmission(context, attributes));
  }

  @Override
  public SdkResponse modifyResponse(
      Context.ModifyResponse context, ExecutionAttributes attributes) {
    SdkResponse response = context.response();
    for (ExecutionInterceptor hook : INSTALLED) {
      SdkResponse current = response;
      response = hook.modifyResponse(new DelegatingResponse(context, current), attributes);
    }
    return response;
  }

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
    INSTALLED.forEach(hook -> hook.afterExecution(context, attributes));
  }

  /** The context of a response with another response (what the hooks before made of it). */
  private record DelegatingResponse(Context.ModifyResponse context, SdkResponse response)
      implements Context.ModifyResponse {
    @Override
    public SdkRequest request() {
      return context.request();
    }

    @Override
    public software.amazon.awssdk.http.SdkHttpRequest httpRequest() {
      return context.httpRequest();
    }

    @Override
    public java.util.Optional<software.amazon.awssdk.core.async.AsyncRequestBody>
        asyncRequestBody() {
      return context.asyncRequestBody();
    }

    @Override
    public java.util.Optional<software.amazon.awssdk.core.sync.RequestBody> requestBody() {
      return context.requestBody();
    }

    @Override
    public software.amazon.awssdk.http.SdkHttpResponse httpResponse() {
      return context.httpResponse();
    }

    @Override
    public java.util.Optional<org.reactivestreams.Publisher<java.nio.ByteBuffer>>
        responsePublisher() {
      return context.responsePublisher();
    }

    @Override
    public java.util.Optional<java.io.InputStream> responseBody() {
      return context.responseBody();
    }
  }
}
