"""Source files read the way mutate.py needs them, without doctor: where the string literals and the
comments of Swift, Dart, Objective-C, JavaScript/TypeScript and Kotlin code are, the arguments of a
call, the declarations of types and functions and their bodies.

The scanner knows each language's strings (raw, multi-line, interpolated: an interpolated string is
no literal) and comments (nested where the language nests them); it does not parse the code.
"""
import bisect
import re

LANGUAGES = {".swift": "swift", ".dart": "dart", ".m": "objc", ".mm": "objc", ".h": "objc",
             ".js": "js", ".jsx": "js", ".ts": "js", ".tsx": "js", ".kt": "kotlin"}
NESTED_COMMENTS = {"swift", "dart", "kotlin"}
IDENTIFIER = r"[A-Za-z_$][A-Za-z0-9_$]*"


class Literal:
    """A string literal: its quotes at [start, end), its text (None when interpolated)."""

    def __init__(self, start, end, value, content_start):
        self.start, self.end, self.value, self.content_start = start, end, value, content_start

    def __repr__(self):
        return "Literal(%d, %d, %r)" % (self.start, self.end, self.value)


class Source:
    def __init__(self, text, language):
        self.text = text
        self.language = language
        self.literals = []
        self._comments = []
        self._scan_code(0, None)
        masked = list(text)
        for start, end in self._comments:
            for i in range(start, end):
                if masked[i] != "\n":
                    masked[i] = " "
        # The text with every comment blanked (lines kept): what regexes over code read.
        self.code = "".join(masked)
        # Strings inside an interpolation are recorded first: keep them in order, and look up
        # "is this offset in a string" among the outermost ones.
        self.literals.sort(key=lambda literal: literal.start)
        self._outer = []
        for literal in self.literals:
            if not self._outer or literal.start >= self._outer[-1].end:
                self._outer.append(literal)
        self._outer_starts = [literal.start for literal in self._outer]
        self._starts = [literal.start for literal in self.literals]
        self._lines = [0] + [m.end() for m in re.finditer("\n", text)]
        self._declarations = None

    # -- positions -------------------------------------------------------------------------
    def line(self, offset):
        """The 1-based line of an offset."""
        return bisect.bisect_right(self._lines, offset)

    def literal_containing(self, offset):
        index = bisect.bisect_right(self._outer_starts, offset) - 1
        if index >= 0 and offset < self._outer[index].end:
            return self._outer[index]
        return None

    def in_string(self, offset):
        return self.literal_containing(offset) is not None

    def literal_at(self, offset):
        """The literal that starts at offset (after whitespace), if one does."""
        while offset < len(self.text) and self.text[offset] in " \t\r\n":
            offset += 1
        index = bisect.bisect_left(self._starts, offset)
        if index < len(self.literals) and self.literals[index].start == offset:
            return self.literals[index]
        return None

    def matches(self, pattern):
        """Matches of a regex over the code that start neither in a comment nor in a string."""
        return [m for m in re.finditer(pattern, self.code) if not self.in_string(m.start())]

    # -- structure -------------------------------------------------------------------------
    def code_offsets(self, start):
        """The offsets from start on that are code: string literals are stepped over whole."""
        i = start
        while i < len(self.code):
            literal = self.literal_containing(i)
            if literal is not None:
                i = literal.end
                continue
            yield i
            i += 1

    def closing(self, offset):
        """Given the offset of an opening bracket, the offset just after its closing one."""
        pairs = {"(": ")", "[": "]", "{": "}"}
        stack = []
        for i in self.code_offsets(offset):
            c = self.code[i]
            if c in pairs:
                stack.append(pairs[c])
            elif c in ")]}":
                if not stack or stack.pop() != c:
                    return None
                if not stack:
                    return i + 1
        return None

    def arguments(self, open_paren):
        """The arguments of the call whose `(` is at open_paren: [(label, expression, start)]."""
        end = self.closing(open_paren)
        if end is None:
            return []
        found = []
        start = open_paren + 1
        depth = 0
        for i in self.code_offsets(open_paren + 1):
            c = self.code[i]
            if i == end - 1 or (c == "," and depth == 0):
                found.append(self._argument(start, i))
                start = i + 1
                if i == end - 1:
                    break
            elif c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
        return [a for a in found if a[1]]

    def _argument(self, start, end):
        text = self.code[start:end]
        stripped = text.lstrip()
        start += len(text) - len(stripped)
        label = re.match(r"(%s)\s*(?::(?!:)|=(?!=))" % IDENTIFIER, stripped)
        if label and self.language in ("swift", "dart", "kotlin"):
            if self.language != "kotlin" and "=" in label.group(0):
                label = None
        else:
            label = None
        if label:
            rest = stripped[label.end():]
            return label.group(1), rest.strip(), start + label.end() + len(rest) - len(rest.lstrip())
        return None, stripped.strip(), start

    def declarations(self):
        """Types, extensions and functions with a body: [(kind, name, conformances, start, body_start, end)]."""
        # Read once: every mutation's site finder asks again.
        if self._declarations is None:
            self._declarations = self._find_declarations()
        return self._declarations

    def _find_declarations(self):
        found = []
        pattern = r"\b(struct|class|enum|extension|func)\s+(%s(?:\.%s)*)" % (IDENTIFIER, IDENTIFIER)
        for m in self.matches(pattern):
            # Up to the body's brace, skipping generics, parameters and conformances.
            depth = 0
            for i in self.code_offsets(m.end()):
                c = self.code[i]
                if c in "([<":
                    depth += 1
                elif c in ")]>" and depth:
                    depth -= 1
                elif c == ";" or (c == "}" and not depth):
                    break
                elif c == "{" and not depth:
                    end = self.closing(i)
                    if end is not None:
                        header = self.code[m.end():i]
                        conformances = header.split(":", 1)[1] if ":" in header and m.group(1) != "func" else ""
                        names = [n.strip().split("<")[0] for n in re.split(r"[,&]", conformances.split("where")[0])]
                        found.append((m.group(1), m.group(2), [n for n in names if n], m.start(), i, end))
                    break
        return found

    # -- scanning --------------------------------------------------------------------------
    def _scan_code(self, i, close):
        """Scans code from i; with close, up to the bracket closing an interpolation (returned)."""
        text = self.text
        n = len(text)
        depth = 0
        interesting = re.compile(r"""[/"'`@#r(){}\[\]]""")
        while i < n:
            m = interesting.search(text, i)
            if m is None:
                return n
            i = m.start()
            c = text[i]
            nxt = text[i + 1] if i + 1 < n else ""
            if c == "/" and nxt == "/":
                end = text.find("\n", i)
                end = n if end < 0 else end
                self._comments.append((i, end))
                i = end
            elif c == "/" and nxt == "*":
                i = self._block_comment(i)
            elif c in "([{":
                depth += 1
                i += 1
            elif c in ")]}":
                if depth == 0 and close is not None and c == close:
                    return i
                depth = max(0, depth - 1)
                i += 1
            else:
                end = self._string(i)
                i = end if end is not None else i + 1
        return n

    def _block_comment(self, i):
        text = self.text
        nests = self.language in NESTED_COMMENTS
        depth = 0
        start = i
        while i < len(text):
            if text.startswith("/*", i):
                depth += 1 if (nests or depth == 0) else 0
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
                if depth == 0:
                    break
            else:
                i += 1
        self._comments.append((start, i))
        return i

    def _string(self, i):
        """If a string starts at i, records it and returns the offset after it."""
        text = self.text
        lang = self.language
        prefix_ok = i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")
        c = text[i]
        raw = False
        hashes = 0
        start = i
        if lang == "swift" and c == "#":
            j = i
            while j < len(text) and text[j] == "#":
                j += 1
            if j >= len(text) or text[j] != '"':
                return None
            hashes, raw, i = j - i, True, j
            c = '"'
        elif lang == "dart" and c == "r" and prefix_ok and text[i + 1:i + 2] in ("'", '"'):
            raw, i = True, i + 1
            c = text[i]
        elif lang == "objc" and c == "@" and text[i + 1:i + 2] == '"':
            i += 1
            c = '"'
        elif c == "r" or c == "#" or c == "@":
            return None
        quotes = {"swift": '"', "dart": "\"'", "objc": "\"'", "js": "\"'`", "kotlin": "\"'"}[lang]
        if c not in quotes:
            return None
        triple = c * 3 if c != "`" and text.startswith(c * 3, i) and lang in ("swift", "dart", "kotlin") else None
        closer = (triple or c) + "#" * hashes
        j = i + (3 if triple else 1)
        content_start = j
        interpolated = False
        while j < len(text):
            ch = text[j]
            if text.startswith(closer, j):
                value = None if interpolated else text[content_start:j]
                end = j + len(closer)
                self.literals.append(Literal(start, end, value, content_start))
                return end
            if ch == "\n" and not triple and c != "`":
                return j  # an unterminated string ends at its line
            if ch == "\\" and not raw:
                if lang == "swift" and text.startswith("(", j + 1):
                    interpolated = True
                    j = self._scan_code(j + 2, ")") + 1
                    continue
                j += 2
                continue
            if lang == "swift" and raw and ch == "\\" and text.startswith("#" * hashes + "(", j + 1):
                interpolated = True
                j = self._scan_code(j + 2 + hashes, ")") + 1
                continue
            if ch == "$" and not raw and (lang in ("dart", "kotlin") or c == "`"):
                if text.startswith("{", j + 1):
                    interpolated = True
                    j = self._scan_code(j + 2, "}") + 1
                    continue
                if lang != "js" and re.match(IDENTIFIER, text[j + 1:j + 2] or " "):
                    interpolated = True
            j += 1
        return len(text)
