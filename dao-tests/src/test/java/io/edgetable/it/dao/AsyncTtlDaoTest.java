package io.edgetable.it.dao;

/** Every scenario of {@link TtlDaoTest}, with the same assertions, on the asynchronous DAOs. */
class AsyncTtlDaoTest extends TtlDaoTest {
  @Override
  Access access() {
    return Access.ASYNC;
  }
}
