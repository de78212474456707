package io.edgetable.it.dao;

/** Every scenario of {@link InvalidIdTest}, with the same assertions, on the asynchronous DAOs. */
class AsyncInvalidIdTest extends InvalidIdTest {
  @Override
  Access access() {
    return Access.ASYNC;
  }
}
