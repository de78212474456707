package io.edgetable.it.dao;

/** Every scenario of {@link CounterDaoTest}, with the same assertions, on the asynchronous DAOs. */
class AsyncCounterDaoTest extends CounterDaoTest {
  @Override
  Access access() {
    return Access.ASYNC;
  }
}
