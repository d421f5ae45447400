"""Serve the built site (build/site) on http://127.0.0.1:8000 as a static host would.

- the right types for WebAssembly and modules;
- precompressed files: the build writes ``X.br`` and ``X.gz`` next to compressible files; a request for ``X`` is
  answered with one of them and ``Content-Encoding`` when the browser's ``Accept-Encoding`` allows it (``Vary:
  Accept-Encoding`` always), else with ``X`` itself;
- the headers of the site's ``_headers`` file (Netlify / Cloudflare Pages format, written by the build: the
  Content-Security-Policy), on every response;
- an address the site does not have is answered with its ``404.html`` (status 404);
- ``sitemap.xml`` names this server's origin (Material's instant navigation follows only the links it lists);
- ``server.requests`` records ``(path with query, status, bytes sent, content-encoding)`` of every request when
  ``server.record`` is true (tests and benchmarks count what went over the wire).

Usage: python scripts/serve.py [--port 8000] [--dir build/site]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import io
import os
import re
import sys
import threading
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".webmanifest": "application/manifest+json", ".json": "application/json", ".zip": "application/zip",
         ".whl": "application/zip", ".csv": "text/csv; charset=utf-8", ".svg": "image/svg+xml",
         ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8", ".gz": "application/gzip"}
#: Content codings in order of preference, with the suffix of their precompressed files.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def read_headers(directory: Path) -> dict[str, str]:
    """The headers for every path from the site's ``_headers`` file (only its ``/*`` section is used)."""
    path = directory / "_headers"
    headers: dict[str, str] = {}
    if not path.exists():
        return headers
    section = None
    for line in path.read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            section = line.strip()
        elif section == "/*" and ":" in line:
            name, value = line.strip().split(":", 1)
            headers[name.strip()] = value.strip()
    return headers


def accepted(header: str | None) -> set[str]:
    """The codings an ``Accept-Encoding`` header allows (a weight of 0 excludes; ``Q=0.000`` is 0 too).

    >>> sorted(accepted("gzip, br;q=0.0000, deflate;Q=0, zstd;q=x"))
    ['gzip', 'zstd']
    """
    codings = set()
    for part in (header or "").split(","):
        name, *params = (piece.strip() for piece in part.split(";"))
        weights = [p.split("=", 1)[1].strip() for p in params if p.lower().startswith("q=")]
        try:
            if weights and float(weights[0]) == 0:
                continue
        except ValueError:
            pass  # an unreadable weight is ignored, as if absent
        if name:
            codings.add(name.lower())
    return codings


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    site_headers: dict[str, str] = {}

    def send_head(self):
        self._encoding = None
        self._sent = 0
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            index = os.path.join(path, "index.html")
            if not urllib.parse.urlsplit(self.path).path.endswith("/") or not os.path.isfile(index):
                return super().send_head()
            path = index
        if not os.path.isfile(path):
            return super().send_head()
        if path.endswith(os.sep + "sitemap.xml"):
            return self._send_sitemap(path)
        allowed = accepted(self.headers.get("Accept-Encoding"))
        for coding, suffix in ENCODINGS:
            if coding in allowed and os.path.isfile(path + suffix):
                self._encoding = coding
                return self._send_file(path + suffix, self.guess_type(path), coding)
        return self._send_file(path, self.guess_type(path), None)

    def send_error(self, code, message=None, explain=None) -> None:
        """An address the site does not have: its "not found" page (404.html), with the status 404, as a static
        host answers (Python's own error page had no way back to the site)."""
        page = os.path.join(self.directory, "404.html")
        if code != 404 or not os.path.isfile(page):
            return super().send_error(code, message, explain)
        body = Path(page).read_bytes()
        self.send_response(code, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
            self._sent = len(body)

    def _send_sitemap(self, path: str):
        """The sitemap with this server's origin in place of the site_url's: Material's instant navigation only
        follows links it finds in the sitemap, port included, and this server may run on any port."""
        text = Path(path).read_text()
        host = self.headers.get("Host") or f"{self.server.server_address[0]}:{self.server.server_address[1]}"
        body = re.sub(r"<loc>https?://[^/<]+", f"<loc>http://{host}", text).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        return io.BytesIO(body)

    def _send_file(self, path: str, ctype: str, coding: str | None):
        f = open(path, "rb")
        try:
            fs = os.fstat(f.fileno())
            etag = f'"{int(fs.st_mtime_ns):x}-{fs.st_size:x}{"-" + coding if coding else ""}"'
            if self.headers.get("If-None-Match") == etag:
                self.send_response(304)
                self.send_header("ETag", etag)
                self.end_headers()
                f.close()
                return None
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(fs.st_size))
            self.send_header("Last-Modified", self.date_time_string(fs.st_mtime))
            self.send_header("ETag", etag)
            if coding:
                self.send_header("Content-Encoding", coding)
            self.end_headers()
            return f
        except BaseException:
            f.close()
            raise

    def end_headers(self) -> None:
        for name, value in self.site_headers.items():
            self.send_header(name, value)
        self.send_header("Vary", "Accept-Encoding")
        # The service worker script must always be revalidated so new builds are picked up.
        if self.path.split("?")[0].endswith("/sw.js"):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:
        super().copyfile(source, outputfile)
        self._sent = source.tell()

    def log_request(self, code="-", size="-") -> None:
        server = self.server
        if getattr(server, "record", False) and self.command == "GET":
            # Bodies are written after the status line is logged: record when the handler finishes (finish()).
            self._record = (self.path, int(code) if str(code).isdigit() else code)
        super().log_request(code, size)

    def finish(self) -> None:
        record = getattr(self, "_record", None)
        if record is not None:
            self.server.requests.append((record[0], record[1], getattr(self, "_sent", 0),
                                         getattr(self, "_encoding", None)))
            self._record = None
        super().finish()

    def log_message(self, format: str, *args) -> None:  # quiet by default; errors still show
        if args and str(args[1]).startswith(("4", "5")):
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    #: Set ``record = True`` to collect ``(path, status, bytes, content-encoding)`` of each GET in ``requests``.
    record = False

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.requests: list[tuple[str, int, int, str | None]] = []

    def handle_error(self, request, client_address) -> None:
        # A browser that closes while the service worker is still downloading is not an error.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 8000, host: str = "127.0.0.1") -> Server:
    handler = type("SiteHandler", (Handler,), {"site_headers": read_headers(Path(directory))})
    return Server((host, port), functools.partial(handler, directory=str(directory)))


def serve_in_background(directory: Path, port: int = 0) -> tuple[Server, str]:
    server = make_server(directory, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args()
    if not (args.dir / "index.html").exists():
        raise SystemExit(f"{args.dir} has no built site: run `make site` first")
    server = make_server(args.dir, args.port)
    print(f"Serving {args.dir} on http://127.0.0.1:{args.port}/ (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
