package io.edgetable.it.dao;

/** Every scenario of {@link UpdateDaoTest}, with the same assertions, on the asynchronous DAOs. */
class AsyncUpdateDaoTest extends UpdateDaoTest {
  @Override
  Access access() {
    return Access.ASYNC;
  }
}
