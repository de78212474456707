package io.edgetable.it.dao;

/** Every scenario of {@link NodeDaoTest}, with the same assertions, on the asynchronous DAOs. */
class AsyncNodeDaoTest extends NodeDaoTest {
  @Override
  Access access() {
    return Access.ASYNC;
  }
}
