package io.edgetable.it.dao;

/** Every scenario of {@link DaoFaultsTest}, with the same assertions, on the asynchronous DAOs. */
class AsyncDaoFaultsTest extends DaoFaultsTest {
  @Override
  Access access() {
    return Access.ASYNC;
  }
}
