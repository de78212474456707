# Serves moto's AWS API (DynamoDB among it) on HOST:PORT, one request at a time.
#
# `moto_server` serves requests on threads, and moto's transactions are not isolated from each
# other: a cancelled TransactWriteItems restores a snapshot of the table taken before another
# thread's commit, losing that commit. DynamoDB never does that. Served on one thread, every
# request runs alone, so a concurrency test that fails points at the client, not at the server.
#
# Usage: python3 serve_moto.py HOST PORT. Exits with status 3 when moto (or werkzeug) is not
# installed for this interpreter, and when its standard input closes (the parent died).
import logging
import os
import signal
import sys
import threading

MISSING = 3

try:
    from moto.server import DomainDispatcherApplication, create_backend_app
    from werkzeug.serving import run_simple
except ImportError as missing:
    print("moto is not installed for " + sys.executable + ": " + str(missing), file=sys.stderr)
    sys.exit(MISSING)


def exit_when_parent_goes():
    # The parent holds our standard input open; end of input means it is gone.
    sys.stdin.read()
    os._exit(0)


def main():
    host, port = sys.argv[1], int(sys.argv[2])
    os.environ.setdefault("MOTO_PORT", str(port))
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    threading.Thread(target=exit_when_parent_goes, daemon=True).start()
    # One line per request would fill the log of a long test run; keep warnings and errors.
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    app = DomainDispatcherApplication(create_backend_app)
    run_simple(host, port, app, threaded=False)


main()
