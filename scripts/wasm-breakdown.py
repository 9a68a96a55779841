#!/usr/bin/env python3
"""What a wasm file is made of: bytes per section, and code bytes per crate
(from the `name` section, so run it on the wasm cargo builds, before
wasm-bindgen and wasm-opt strip the names).

    scripts/wasm-breakdown.py target/wasm32-unknown-unknown/release/damas-app.wasm [N]

Prints the sections, the code grouped by crate (the first path segment of the
demangled name) and the N largest functions.
"""
import re
import sys
from collections import defaultdict


def leb(data, i):
    result = shift = 0
    while True:
        b = data[i]
        i += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, i


def sections(data):
    assert data[:4] == b"\0asm", "not a wasm file"
    i = 8
    while i < len(data):
        sid = data[i]
        size, j = leb(data, i + 1)
        yield sid, data[j:j + size]
        i = j + size


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    data = open(path, "rb").read()
    names = {}
    imported_funcs = 0
    bodies = []
    per_section = defaultdict(int)
    data_bytes = 0
    for sid, body in sections(data):
        if sid == 0:
            nlen, k = leb(body, 0)
            cname = body[k:k + nlen].decode()
            per_section["custom:" + cname] += len(body)
            if cname == "name":
                k += nlen
                while k < len(body):
                    sub = body[k]
                    size, k2 = leb(body, k + 1)
                    if sub == 1:
                        count, m = leb(body, k2)
                        for _ in range(count):
                            idx, m = leb(body, m)
                            ln, m = leb(body, m)
                            names[idx] = body[m:m + ln].decode("utf-8", "replace")
                            m += ln
                    k = k2 + size
            continue
        per_section[{1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global",
                     7: "export", 8: "start", 9: "element", 10: "code", 11: "data",
                     12: "datacount"}.get(sid, str(sid))] += len(body)
        if sid == 2:
            count, m = leb(body, 0)
            for _ in range(count):
                for _ in range(2):
                    ln, m = leb(body, m)
                    m += ln
                kind = body[m]
                m += 1
                if kind == 0:
                    _, m = leb(body, m)
                    imported_funcs += 1
                elif kind == 1:
                    m += 1
                    flags, m = leb(body, m)
                    _, m = leb(body, m)
                    if flags & 1:
                        _, m = leb(body, m)
                elif kind == 2:
                    flags, m = leb(body, m)
                    _, m = leb(body, m)
                    if flags & 1:
                        _, m = leb(body, m)
                elif kind == 3:
                    m += 2
        if sid == 10:
            count, m = leb(body, 0)
            for n in range(count):
                size, m2 = leb(body, m)
                bodies.append((imported_funcs + n, size + (m2 - m)))
                m = m2 + size
        if sid == 11:
            data_bytes += len(body)
    print(f"{path}: {len(data)} bytes")
    for name, size in sorted(per_section.items(), key=lambda x: -x[1]):
        print(f"  section {name:<24} {size:>9}")
    by_crate = defaultdict(int)
    for idx, size in bodies:
        by_crate[crate_of(names.get(idx, "?"))] += size
    print("code by crate:")
    for crate, size in sorted(by_crate.items(), key=lambda x: -x[1])[:40]:
        print(f"  {crate:<40} {size:>9}")
    print(f"largest {top} functions:")
    for idx, size in sorted(bodies, key=lambda x: -x[1])[:top]:
        print(f"  {size:>8} {demangle(names.get(idx, '?'))[:150]}")


ESCAPES = {"$LT$": "<", "$GT$": ">", "$u20$": " ", "$RF$": "&", "$C$": ",", "$BP$": "*",
           "$u7b$": "{", "$u7d$": "}", "$LP$": "(", "$RP$": ")", "$u5b$": "[", "$u5d$": "]", "..": "::"}


def demangle(name):
    """Legacy Rust mangling (`_ZN...E`) to a readable path, roughly; v0
    names (`_R...`) are left as they are."""
    if not name.startswith("_ZN"):
        return name
    i, parts = 3, []
    while i < len(name) and name[i].isdigit():
        j = i
        while name[j].isdigit():
            j += 1
        n = int(name[i:j])
        part = name[j:j + n]
        if part.startswith("_$"):
            part = part[1:]
        for k, v in ESCAPES.items():
            part = part.replace(k, v)
        parts.append(part)
        i = j + n
    if parts and re.fullmatch(r"h[0-9a-f]{16}", parts[-1]):
        parts.pop()
    return "::".join(parts)


def crate_of(name):
    """The crate a function is charged to: the app or the engine when the
    name mentions them (generic framework code made for the app's types
    counts as the app's), else the first crate in the name."""
    name = demangle(name)
    for own in ("damas_app", "damas_engine"):
        if own in name:
            return own + " (and generics for it)"
    m = re.search(r"([A-Za-z_][A-Za-z0-9_]*)::", name)
    if m:
        return m.group(1)
    m = re.search(r"Cs[0-9A-Za-z]+_\d+([a-z_][a-z0-9_]*)", name)
    return m.group(1) if m else name[:24]


if __name__ == "__main__":
    main()
