"""Write the web-app PNG icons (a plain indigo tile with a white "=" sign) with the standard library only.

Usage: python scripts/make_icons.py   (writes site/assets/icon-192.png and icon-512.png)
"""

import struct
import zlib
from pathlib import Path


def png(size: int) -> bytes:
    indigo, white = (0x3F, 0x51, 0xB5), (0xFF, 0xFF, 0xFF)
    bar_h, bar_w = size // 12, size // 2
    x0 = (size - bar_w) // 2
    bars = [(size * 5 // 12 - bar_h // 2), (size * 7 // 12 - bar_h // 2)]
    rows = []
    for y in range(size):
        on_bar = any(b <= y < b + bar_h for b in bars)
        row = bytearray([0])
        for x in range(size):
            row += bytes(white if on_bar and x0 <= x < x0 + bar_w else indigo)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"".join(rows), 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


if __name__ == "__main__":
    out = Path(__file__).resolve().parent.parent / "site" / "assets"
    for size in (192, 512):
        (out / f"icon-{size}.png").write_bytes(png(size))
