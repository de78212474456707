package io.edgetable.it.dao;

/** Every scenario of {@link VersionDaoTest}, with the same assertions, on the asynchronous DAOs. */
class AsyncVersionDaoTest extends VersionDaoTest {
  @Override
  Access access() {
    return Access.ASYNC;
  }
}
