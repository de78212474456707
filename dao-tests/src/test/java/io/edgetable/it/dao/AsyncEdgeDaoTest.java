package io.edgetable.it.dao;

/** Every scenario of {@link EdgeDaoTest}, with the same assertions, on the asynchronous DAOs. */
class AsyncEdgeDaoTest extends EdgeDaoTest {
  @Override
  Access access() {
    return Access.ASYNC;
  }
}
