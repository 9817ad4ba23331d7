"""An Xcode project read the way mutate.py needs it, without doctor: the objects of a project.pbxproj
(an OpenStep property list) with where each dictionary entry and list item is in the text, so that
a mutation can change one setting or move one build phase and leave every other byte alone; the
targets, their configurations and build settings (with the xcconfig files under them), the files
each target compiles, the app that embeds each extension, and the App Groups of each target's
entitlements in each configuration.
"""
import fnmatch
import os
import plistlib
import re

APP = "com.apple.product-type.application"
APP_EXTENSION = "com.apple.product-type.app-extension"
WIDGET_POINT = "com.apple.widgetkit-extension"
GROUPS_KEY = "com.apple.security.application-groups"


# -- the property list -------------------------------------------------------------------------

class PDict(dict):
    """A dictionary that knows, for each key, where its entry is: (key start, value start, value end, entry end)."""

    def __init__(self):
        super().__init__()
        self.entries = {}
        self.span = (0, 0)


class PList(list):
    """A list that knows where each item is: [(start, end)]."""

    def __init__(self):
        super().__init__()
        self.items = []
        self.span = (0, 0)


class ParseError(ValueError):
    pass


_UNQUOTED = re.compile(r"[A-Za-z0-9_$+/:.\-]+")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "'": "'"}


class _Parser:
    def __init__(self, text):
        self.text = text
        self.i = 0

    def skip(self):
        text = self.text
        while self.i < len(text):
            c = text[self.i]
            if c in " \t\r\n":
                self.i += 1
            elif text.startswith("//", self.i):
                end = text.find("\n", self.i)
                self.i = len(text) if end < 0 else end
            elif text.startswith("/*", self.i):
                end = text.find("*/", self.i + 2)
                if end < 0:
                    raise ParseError("unterminated comment at %d" % self.i)
                self.i = end + 2
            else:
                return

    def expect(self, c):
        self.skip()
        if not self.text.startswith(c, self.i):
            raise ParseError("expected %r at %d" % (c, self.i))
        self.i += 1

    def value(self):
        self.skip()
        if self.i >= len(self.text):
            raise ParseError("unexpected end")
        c = self.text[self.i]
        start = self.i
        if c == "{":
            self.i += 1
            result = PDict()
            while True:
                self.skip()
                if self.text.startswith("}", self.i):
                    self.i += 1
                    break
                key_start = self.i
                key = self.string()
                self.expect("=")
                self.skip()
                value_start = self.i
                result[key] = self.value()
                value_end = self.i
                self.expect(";")
                result.entries[key] = (key_start, value_start, value_end, self.i)
            result.span = (start, self.i)
            return result
        if c == "(":
            self.i += 1
            result = PList()
            while True:
                self.skip()
                if self.text.startswith(")", self.i):
                    self.i += 1
                    break
                item_start = self.i
                result.append(self.value())
                result.items.append((item_start, self.i))
                self.skip()
                if self.text.startswith(",", self.i):
                    self.i += 1
            result.span = (start, self.i)
            return result
        if c == "<":
            end = self.text.find(">", self.i)
            if end < 0:
                raise ParseError("unterminated data at %d" % self.i)
            self.i = end + 1
            return self.text[start:self.i]
        return self.string()

    def string(self):
        self.skip()
        text = self.text
        if text.startswith('"', self.i):
            out = []
            i = self.i + 1
            while i < len(text) and text[i] != '"':
                if text[i] == "\\" and i + 1 < len(text):
                    out.append(_ESCAPES.get(text[i + 1], text[i + 1]))
                    i += 2
                else:
                    out.append(text[i])
                    i += 1
            if i >= len(text):
                raise ParseError("unterminated string at %d" % self.i)
            self.i = i + 1
            return "".join(out)
        m = _UNQUOTED.match(text, self.i)
        if not m:
            raise ParseError("unexpected %r at %d" % (text[self.i:self.i + 10], self.i))
        self.i = m.end()
        return m.group(0)


def parse_plist_text(text):
    return _Parser(text).value()


def quoted(value):
    """A value as Xcode writes it in a project.pbxproj: bare when it can be."""
    if value and re.fullmatch(r"[A-Za-z0-9_$/:.\-]+", value) and "//" not in value:
        return value
    return '"%s"' % value.replace("\\", "\\\\").replace('"', '\\"')


# -- build settings ----------------------------------------------------------------------------

_VARIABLE = re.compile(r"\$\(([A-Za-z0-9_]+)(?::([A-Za-z0-9_,]+))?\)|\$\{([A-Za-z0-9_]+)(?::([A-Za-z0-9_,]+))?\}")


def _modified(value, modifiers):
    for modifier in (modifiers or "").split(","):
        if modifier == "lower":
            value = value.lower()
        elif modifier == "upper":
            value = value.upper()
        elif modifier in ("rfc1034identifier", "c99extidentifier", "identifier"):
            value = re.sub(r"[^A-Za-z0-9.]" if modifier == "rfc1034identifier" else r"[^A-Za-z0-9_]",
                           "-" if modifier == "rfc1034identifier" else "_", value)
    return value


def read_xcconfig(path, seen=None):
    """The settings an xcconfig file and its includes set, the later winning; {} when missing."""
    seen = set() if seen is None else seen
    real = os.path.realpath(path)
    if real in seen or not os.path.isfile(path):
        return {}
    seen.add(real)
    settings = {}
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return {}
    for line in lines:
        line = line.split("//", 1)[0].strip()
        include = re.match(r'#include\??\s+"([^"]+)"', line)
        if include:
            settings.update(read_xcconfig(os.path.join(os.path.dirname(path), include.group(1)), seen))
            continue
        m = re.match(r"([A-Za-z0-9_]+)\s*=\s*(.*?);?$", line)
        if m:
            settings[m.group(1)] = m.group(2).strip()
    return settings


def xcconfig_files(path, seen=None):
    """The xcconfig a base configuration names and every file it #includes, in order, whether on
    disk or not (a file a fresh clone lacks is named all the same)."""
    seen = set() if seen is None else seen
    real = os.path.realpath(path)
    if real in seen:
        return []
    seen.add(real)
    files = [path]
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return files
    for line in lines:
        include = re.match(r'#include\??\s+"([^"]+)"', line.split("//", 1)[0].strip())
        if include:
            files += xcconfig_files(os.path.join(os.path.dirname(path), include.group(1)), seen)
    return files


def kept_out(path, top):
    """Whether a .gitignore in path's folder or one above it, up to top, ignores path: git's
    rules without negation (a pattern with no inner '/' matches the name at any depth, one with
    a '/' the path from the .gitignore's folder; a trailing '/' matches folders)."""
    folder = os.path.dirname(os.path.abspath(path))
    top = os.path.abspath(top)
    while True:
        try:
            with open(os.path.join(folder, ".gitignore"), encoding="utf-8", errors="replace") as handle:
                patterns = handle.read().splitlines()
        except OSError:
            patterns = []
        rel = os.path.relpath(os.path.abspath(path), folder).replace(os.sep, "/")
        parts = rel.split("/")
        for pattern in patterns:
            pattern = pattern.strip()
            if not pattern or pattern.startswith(("#", "!")):
                continue
            folder_only = pattern.endswith("/")
            pattern = pattern.rstrip("/")
            if "/" in pattern:
                anchored = pattern.lstrip("/")
                prefixes = ["/".join(parts[:i]) for i in range(1, len(parts) + (0 if folder_only else 1))]
                if any(fnmatch.fnmatchcase(p, anchored) for p in prefixes):
                    return True
            elif any(fnmatch.fnmatchcase(name, pattern) for name in (parts[:-1] if folder_only else parts)):
                return True
        if folder == top or os.path.dirname(folder) == folder or not folder.startswith(top):
            return False
        folder = os.path.dirname(folder)


# -- the project -------------------------------------------------------------------------------

class Target:
    def __init__(self, project, object_id, info):
        self.project = project
        self.id = object_id
        self.name = info.get("name", "")
        self.product_type = info.get("productType", "")
        self.product_ref = info.get("productReference")
        self.phases = list(info.get("buildPhases", []))
        self.synchronized = list(info.get("fileSystemSynchronizedGroups", []))
        configurations = project.objects.get(info.get("buildConfigurationList"), {})
        self.configurations = {}
        for config_id in configurations.get("buildConfigurations", []):
            config = project.objects.get(config_id)
            if isinstance(config, PDict):
                self.configurations[config.get("name", "")] = config_id

    def __repr__(self):
        return "Target(%s)" % self.name

    @property
    def is_app(self):
        return self.product_type == APP

    @property
    def is_extension(self):
        return self.product_type == APP_EXTENSION


class XcodeProject:
    """One .xcodeproj of the folder doctor is given (root)."""

    def __init__(self, root, pbxproj):
        self.root = root
        self.pbxproj = pbxproj
        self.rel_pbxproj = os.path.relpath(pbxproj, root)
        self.dir = os.path.dirname(os.path.dirname(pbxproj))  # SRCROOT
        with open(pbxproj, encoding="utf-8", errors="surrogateescape", newline="") as handle:
            self.text = handle.read()
        self.plist = parse_plist_text(self.text)
        self.objects = self.plist.get("objects", PDict())
        root_object = self.objects.get(self.plist.get("rootObject"), {})
        self.project_configurations = {}
        for config_id in self.objects.get(root_object.get("buildConfigurationList"), {}).get("buildConfigurations", []):
            self.project_configurations[self.objects.get(config_id, {}).get("name", "")] = config_id
        self.targets = [Target(self, t, self.objects[t]) for t in root_object.get("targets", [])
                        if isinstance(self.objects.get(t), PDict) and self.objects[t].get("isa") == "PBXNativeTarget"]
        self._paths = None
        self._sources = None
        self._groups = {}

    # -- settings --------------------------------------------------------------------------
    def build_settings(self, config_id):
        config = self.objects.get(config_id)
        return config.get("buildSettings", PDict()) if isinstance(config, PDict) else PDict()

    def xcconfig_settings(self, config_id):
        config = self.objects.get(config_id, {})
        reference = config.get("baseConfigurationReference")
        path = self.file_path(reference) if reference else None
        return read_xcconfig(os.path.join(self.root, path)) if path else {}

    def xcconfig_chain(self, target, configuration):
        """Every xcconfig file the target's and the project's configuration read (absolute paths)."""
        files = []
        for config_id in (target.configurations.get(configuration), self.project_configurations.get(configuration)):
            reference = self.objects.get(config_id, {}).get("baseConfigurationReference") if config_id else None
            path = self.file_path(reference) if reference else None
            if path:
                files += xcconfig_files(os.path.join(self.root, path))
        return files

    def layers(self, target, configuration):
        """The settings of a target in a configuration, most specific first."""
        layers = []
        config_id = target.configurations.get(configuration)
        if config_id:
            layers += [self.build_settings(config_id), self.xcconfig_settings(config_id)]
        project_id = self.project_configurations.get(configuration)
        if project_id:
            layers += [self.build_settings(project_id), self.xcconfig_settings(project_id)]
        return layers

    def raw_setting(self, target, configuration, key):
        for layer in self.layers(target, configuration):
            if key in layer:
                return layer[key]
        return None

    def setting(self, target, configuration, key, depth=0):
        """A build setting with its variables filled in; None if one is unknown here."""
        value = self.raw_setting(target, configuration, key)
        if value is None:
            value = self.builtin(target, configuration, key)
        if value is None or depth > 8:
            return None if depth > 8 else value
        return self.resolve(value, target, configuration, depth)

    def resolve(self, value, target, configuration, depth=0):
        if isinstance(value, list):
            value = " ".join(value)
        unknown = []

        def fill(m):
            name, modifiers = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            if name == "inherited":
                return ""
            inner = self.setting(target, configuration, name, depth + 1)
            if inner is None:
                unknown.append(name)
                return m.group(0)
            return _modified(inner, modifiers)

        filled = _VARIABLE.sub(fill, value)
        return None if unknown else filled.strip()

    def builtin(self, target, configuration, key):
        return {"TARGET_NAME": target.name, "PRODUCT_NAME": target.name, "CONFIGURATION": configuration,
                "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
                "PROJECT_NAME": os.path.splitext(os.path.basename(os.path.dirname(self.pbxproj)))[0]}.get(key)

    # -- files -----------------------------------------------------------------------------
    def file_path(self, object_id):
        """The path of a file reference or group, relative to root; None if it is not in the folder."""
        if self._paths is None:
            self._paths = {}
            parents = {}
            for oid, obj in self.objects.items():
                if isinstance(obj, PDict):
                    for child in obj.get("children", []) if isinstance(obj.get("children"), list) else []:
                        parents[child] = oid
            self._parents = parents
        if object_id in self._paths:
            return self._paths[object_id]
        obj = self.objects.get(object_id)
        result = None
        if isinstance(obj, PDict):
            path = obj.get("path", "")
            tree = obj.get("sourceTree", "<group>")
            if tree == "<group>":
                parent = self._parents.get(object_id)
                base = self.file_path(parent) if parent else os.path.relpath(self.dir, self.root)
                result = None if base is None else os.path.normpath(os.path.join(base, path))
            elif tree == "SOURCE_ROOT":
                result = os.path.normpath(os.path.join(os.path.relpath(self.dir, self.root), path))
            elif tree == "<absolute>":
                result = None
        self._paths[object_id] = result
        return result

    def product_refs(self):
        return {t.product_ref: t for t in self.targets if t.product_ref}

    def phase(self, phase_id):
        return self.objects.get(phase_id, PDict())

    def host_app(self, target):
        """The app that embeds a target's product (a Copy Files phase, or any phase, naming it)."""
        for app in self.targets:
            if not app.is_app:
                continue
            for phase_id in app.phases:
                for build_file in self.phase(phase_id).get("files", []):
                    if self.objects.get(build_file, {}).get("fileRef") == target.product_ref:
                        return app
        return None

    def sources(self, target):
        """The files (relative to root) a target compiles: its Sources phase and synchronized folders."""
        if self._sources is None:
            self._sources = self._all_sources()
        return self._sources.get(target.id, set())

    def _all_sources(self):
        result = {t.id: set() for t in self.targets}
        for target in self.targets:
            for phase_id in target.phases:
                phase = self.phase(phase_id)
                if phase.get("isa") != "PBXSourcesBuildPhase":
                    continue
                for build_file in phase.get("files", []):
                    path = self.file_path(self.objects.get(build_file, {}).get("fileRef"))
                    if path:
                        result[target.id].add(path)
        # Synchronized folders (Xcode 16): every file under the folder, less the exceptions of a
        # target that owns it; an exception set naming a target that does not own it adds the files.
        owners = {}
        for target in self.targets:
            for group in target.synchronized:
                owners.setdefault(group, set()).add(target.id)
        for group, owning in owners.items():
            folder = self.file_path(group)
            if folder is None:
                continue
            files = set()
            base = os.path.join(self.root, folder)
            for dirpath, dirnames, filenames in os.walk(base):
                dirnames[:] = [d for d in dirnames if not d.startswith(".")]
                for name in filenames:
                    files.add(os.path.normpath(os.path.relpath(os.path.join(dirpath, name), self.root)))
            excluded = {t: set() for t in owning}
            for exception_id in self.objects.get(group, {}).get("exceptions", []):
                exception = self.objects.get(exception_id, {})
                named = exception.get("target")
                members = {os.path.normpath(os.path.join(folder, m)) for m in exception.get("membershipExceptions", [])}
                if named in owning:
                    excluded[named] |= members
                elif named in result:
                    result[named] |= {m for m in members if m in files}
            for target_id in owning:
                result[target_id] |= files - excluded[target_id]
        # Local Swift packages (issue 37, class 9): a linked product builds its package targets'
        # folders (and the package targets they depend on).
        packages = self._local_packages()
        for target in self.targets:
            for dependency_id in self.objects.get(target.id, {}).get("packageProductDependencies", []):
                dependency = self.objects.get(dependency_id, {})
                product, reference = dependency.get("productName"), dependency.get("package")
                if reference is not None:
                    local = self.objects.get(reference, {})
                    if local.get("isa") != "XCLocalSwiftPackageReference":
                        continue
                    owners = [p for p in packages if p[0] == os.path.normpath(os.path.join(self.dir, local.get("relativePath", "")))]
                else:
                    owners = [p for p in packages if product in p[1] or product in p[2]]
                for folder, products, targets in owners:
                    pending, seen = list(products.get(product, [product])), set()
                    while pending and len(seen) < 32:
                        name = pending.pop()
                        if name in seen or name not in targets:
                            continue
                        seen.add(name)
                        path, dependencies = targets[name]
                        pending += dependencies
                        base = os.path.normpath(os.path.join(folder, path))
                        for dirpath, dirnames, filenames in os.walk(base):
                            dirnames[:] = [d for d in dirnames if not d.startswith(".")]
                            for filename in filenames:
                                result[target.id].add(os.path.normpath(os.path.relpath(os.path.join(dirpath, filename), self.root)))
        return result

    def _local_packages(self):
        """(folder, {product: [targets]}, {target: (path, [dependencies])}) of each local package the
        project references: XCLocalSwiftPackageReference, or a folder reference holding a Package.swift."""
        candidates = [o.get("relativePath", "") for o in self.objects.values() if o.get("isa") == "XCLocalSwiftPackageReference"]
        candidates += [self.file_path(i) and os.path.relpath(os.path.join(self.root, self.file_path(i)), self.dir)
                       for i, o in self.objects.items()
                       if o.get("isa") == "PBXFileReference" and o.get("lastKnownFileType") in ("wrapper", "folder")]
        found = []
        for relative in candidates:
            if not relative:
                continue
            folder = os.path.normpath(os.path.join(self.dir, relative))
            try:
                with open(os.path.join(folder, "Package.swift"), encoding="utf-8", errors="replace") as handle:
                    text = handle.read(1 << 20)
            except OSError:
                continue
            products, targets = {}, {}
            for match in re.finditer(r'\.(library|executable)\s*\(\s*name\s*:\s*"([^"]+)"[^)]*?targets\s*:\s*\[([^\]]*)\]', text):
                products[match.group(2)] = re.findall(r'"([^"]+)"', match.group(3))
            for match in re.finditer(r'\.(?:target|executableTarget)\s*\(\s*name\s*:\s*"([^"]+)"', text):
                tail = text[match.end():match.end() + 2000]
                end = tail.find(".target(") if ".target(" in tail else len(tail)
                tail = tail[:end]
                path = re.search(r'\bpath\s*:\s*"([^"]*)"', tail)
                dependencies = re.search(r'\bdependencies\s*:\s*\[([^\]]*)\]', tail)
                names = re.findall(r'(?<!package: )"([^"]+)"', dependencies.group(1)) if dependencies else []
                targets[match.group(1)] = (path.group(1) if path else "Sources/" + match.group(1), names)
            found.append((folder, products, targets))
        return found

    # -- kinds of target -------------------------------------------------------------------
    def info_plist(self, target, configuration):
        path = self.setting(target, configuration, "INFOPLIST_FILE")
        if not path:
            return {}
        full = find_case_insensitive(self.dir, path)
        try:
            with open(full, "rb") as handle:
                return plistlib.load(handle)
        except Exception:
            return {}

    def is_widget(self, target, code=None):
        """An app extension whose Info.plist names WidgetKit's extension point, or that compiles a Widget."""
        if not target.is_extension:
            return False
        for configuration in target.configurations:
            point = (self.info_plist(target, configuration).get("NSExtension") or {}).get("NSExtensionPointIdentifier")
            if point == WIDGET_POINT:
                return True
        for path in self.sources(target):
            if path.endswith(".swift") and code is not None:
                source = code.source(path)
                if source and any(kind in ("struct", "class") and ("Widget" in conf or "WidgetBundle" in conf)
                                  for kind, _, conf, _, _, _ in source.declarations()):
                    return True
        return False

    # -- entitlements ----------------------------------------------------------------------
    def entitlements(self, target, configuration):
        """(file relative to root, [(group, line)]) the target is signed with in a configuration, or None."""
        value = self.setting(target, configuration, "CODE_SIGN_ENTITLEMENTS")
        if not value:
            return None
        full = find_case_insensitive(self.dir, value)
        if full is None:
            return None
        rel = os.path.normpath(os.path.relpath(full, self.root))
        return rel, read_groups(full)


def find_case_insensitive(base, path):
    """base/path, matching each component in any letter case as a Mac's file system does; None if absent."""
    full = os.path.normpath(os.path.join(base, path))
    if os.path.exists(full):
        return full
    current = base if not os.path.isabs(path) else "/"
    for part in os.path.normpath(path).split(os.sep):
        if part in ("", "."):
            continue
        if part == "..":
            current = os.path.dirname(current)
            continue
        try:
            names = os.listdir(current)
        except OSError:
            return None
        match = [n for n in names if n.lower() == part.lower()]
        if not match:
            return None
        current = os.path.join(current, match[0])
    return current


def read_groups(path):
    """The App Groups an entitlements file lists, each with its line: [(group, line)]; [] if unreadable."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
        groups = plistlib.loads(data).get(GROUPS_KEY, [])
    except Exception:
        return []
    text = data.decode("utf-8", errors="replace")
    lines = text.splitlines()
    found = []
    for group in groups if isinstance(groups, list) else []:
        if not isinstance(group, str):
            continue
        line = next((i + 1 for i, l in enumerate(lines) if "<string>%s</string>" % group in l), None)
        found.append((group, line))
    return found


SKIPPED_FOLDERS = {"Pods", "node_modules", ".build", "build", "DerivedData", ".symlinks", ".git", "Carthage",
                   ".dart_tool", "ephemeral"}


def find_projects(root, depth=4):
    """The project.pbxproj files under root (not in Pods, node_modules and the like), to a bounded depth."""
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        if os.path.relpath(dirpath, root).count(os.sep) >= depth:
            dirnames[:] = []
        dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_FOLDERS and not d.startswith("."))
        if dirpath.endswith(".xcodeproj") and "project.pbxproj" in filenames:
            found.append(os.path.join(dirpath, "project.pbxproj"))
            dirnames[:] = []
    return found
