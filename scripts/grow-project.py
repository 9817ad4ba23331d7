#!/usr/bin/env python3
"""Makes a copy of an Xcode or Flutter project N times larger, for measuring how doctor grows with
a project (issue 41): every native target of each `project.pbxproj` is duplicated N-1 times with
fresh object ids, with its configurations, build phases, build files, dependencies and product,
and the Swift files its Sources phase compiles are copied beside the originals under new names
(`Name_copy2.swift`), each copy's references pointing at them. A Flutter app's Dart files under
`lib/` are copied into `lib/copy2/`, ... the same way. Object ids are derived from the original id
and the copy's number, so the same input always gives the same output.

What a copy shares with the original: the groups (a copied file is added to its original's group),
the xcconfig and Info.plist files, the entitlements. Each copy's bundle identifiers get the copy's
number after the app's own (`com.example.app` -> `com.example.appcopy2`, its widget
`com.example.appcopy2.widget`), so the copies are apps of their own, not one app listed N times.
A target's synchronized folder (Xcode 16) is copied whole, as a new folder beside it.

Usage: scripts/grow-project.py PROJECT OUT --factor N [--targets-only]
  PROJECT  a folder holding a Flutter app (pubspec.yaml with ios/) or .xcodeproj files
  OUT      a new folder for the copy (must not exist)
  --factor N  the copy holds N times the targets and files (1 copies the project unchanged)
  --targets-only  only the project files grow; no Swift or Dart file is copied (a project file of
                  many targets, for the project-file row)
Needs openstep_plist (pip install openstep-plist) to read and write project files.
"""
import argparse
import hashlib
import os
import shutil
import sys

import openstep_plist

SKIPPED = {".git", "build", "DerivedData", ".dart_tool", "node_modules", ".build"}
# Objects of a target that each copy gets its own of; everything else a target names (groups,
# files other than its sources, the project) is shared with the original.
OWNED = {"PBXNativeTarget", "XCConfigurationList", "XCBuildConfiguration", "PBXBuildFile", "PBXTargetDependency",
         "PBXContainerItemProxy", "PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase",
         "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase", "PBXHeadersBuildPhase",
         "PBXFileSystemSynchronizedRootGroup", "PBXFileSystemSynchronizedBuildFileExceptionSet"}


def fresh_id(old, copy):
    """A 24-hex-digit id for the copy `copy` of the object `old`, the same on every run."""
    return hashlib.sha1(f"{old}/{copy}".encode()).hexdigest()[:24].upper()


def suffixed(path, copy):
    """`Folder/Name.swift` -> `Folder/Name_copy2.swift`."""
    stem, extension = os.path.splitext(path)
    return f"{stem}_copy{copy}{extension}"


def ids_in(value):
    """Every string in a value (object ids among them), nested lists and dictionaries included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from ids_in(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from ids_in(item)


def remapped(value, mapping):
    if isinstance(value, str):
        return mapping.get(value, value)
    if isinstance(value, list):
        return [remapped(item, mapping) for item in value]
    if isinstance(value, dict):
        return {mapping.get(key, key): remapped(item, mapping) for key, item in value.items()}
    return value


class ProjectFile:
    """One project.pbxproj: its objects, where each reference's file is on disk, its groups."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.root = openstep_plist.load(f)
        self.objects = self.root["objects"]
        self.project = self.objects[self.root["rootObject"]]
        self.parents = {}
        for oid, obj in self.objects.items():
            for child in obj.get("children", []):
                self.parents.setdefault(child, oid)
        # The folder SRCROOT is: the .xcodeproj's folder and projectDirPath.
        self.folder = os.path.normpath(os.path.join(os.path.dirname(os.path.dirname(path)), self.project.get("projectDirPath", "")))

    def disk_path(self, oid, depth=0):
        """Where a reference or group is on disk, or None (build products, SDK files, a cycle)."""
        obj = self.objects.get(oid)
        if obj is None or depth > 64:
            return None
        own = obj.get("path", "")
        tree = obj.get("sourceTree", "<group>")
        if tree == "<group>":
            parent = self.parents.get(oid)
            base = self.folder if parent is None else self.disk_path(parent, depth + 1)
            return None if base is None else os.path.normpath(os.path.join(base, own))
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(self.folder, own))
        if tree == "<absolute>":
            return own
        return None

    def owned_closure(self, target_id):
        """The objects a copy of the target gets its own of: the target and what it owns, and the
        file references of its Sources phase and of its product."""
        owned, stack = [], [target_id]
        seen = set()
        target = self.objects[target_id]
        sources = set()
        for phase_id in target.get("buildPhases", []):
            phase = self.objects.get(phase_id, {})
            if phase.get("isa") == "PBXSourcesBuildPhase":
                for build_file in phase.get("files", []):
                    ref = self.objects.get(build_file, {}).get("fileRef")
                    if ref in self.objects and self.objects[ref].get("isa") == "PBXFileReference":
                        sources.add(ref)
        product = target.get("productReference")
        while stack:
            oid = stack.pop()
            if oid in seen or oid not in self.objects:
                continue
            seen.add(oid)
            obj = self.objects[oid]
            isa = obj.get("isa")
            if oid != target_id and isa == "PBXNativeTarget":
                continue  # another target (a dependency): not this target's to copy
            if isa in OWNED or oid in sources or oid == product:
                owned.append(oid)
                if isa in OWNED:
                    stack.extend(i for i in ids_in(obj) if i in self.objects)
        return owned, sources, product


def copy_tree(source, target):
    def ignore(folder, names):
        return [n for n in names if n in SKIPPED]
    shutil.copytree(source, target, symlinks=True, ignore=ignore)


def grow_project_file(path, factor, copy_files):
    project = ProjectFile(path)
    targets = [t for t in project.project.get("targets", []) if project.objects.get(t, {}).get("isa") == "PBXNativeTarget"]
    plans = {t: project.owned_closure(t) for t in targets}
    # The app's bundle identifier: the shortest among the targets' settings, so a copy's extension
    # stays under its copy's app.
    identifiers = sorted({c.get("buildSettings", {}).get("PRODUCT_BUNDLE_IDENTIFIER") for o in project.objects.values()
                          if o.get("isa") == "XCBuildConfiguration" for c in [o]} - {None}, key=len)
    app_identifier = next((i for i in identifiers if "$" not in i), None)
    main_group = project.project.get("mainGroup")
    new_objects = {}
    for copy in range(2, factor + 1):
        mapping = {old: fresh_id(old, copy) for owned, _, _ in plans.values() for old in owned}
        for target_id, (owned, sources, product) in plans.items():
            for old in owned:
                obj = remapped(project.objects[old], mapping)
                isa = obj.get("isa")
                if isa == "PBXNativeTarget":
                    for key in ("name", "productName"):
                        if key in obj:
                            obj[key] = f"{obj[key]}{copy}"
                elif isa == "XCBuildConfiguration":
                    settings = obj.get("buildSettings", {})
                    identifier = settings.get("PRODUCT_BUNDLE_IDENTIFIER")
                    if app_identifier and isinstance(identifier, str) and identifier.startswith(app_identifier):
                        settings["PRODUCT_BUNDLE_IDENTIFIER"] = f"{app_identifier}copy{copy}{identifier[len(app_identifier):]}"
                elif old in sources:
                    on_disk = project.disk_path(old)
                    if copy_files and on_disk and os.path.isfile(on_disk):
                        shutil.copyfile(on_disk, suffixed(on_disk, copy))
                    for key in ("path", "name"):
                        if key in obj:
                            obj[key] = suffixed(obj[key], copy)
                    parent = project.parents.get(old)
                    if parent is not None:
                        project.objects[parent]["children"].append(mapping[old])
                elif isa == "PBXFileSystemSynchronizedRootGroup":
                    on_disk = project.disk_path(old)
                    obj["path"] = f"{obj['path']}_copy{copy}"
                    if copy_files and on_disk and os.path.isdir(on_disk):
                        copy_tree(on_disk, f"{on_disk}_copy{copy}")
                    parent = project.parents.get(old, main_group)
                    if parent is not None:
                        project.objects[parent]["children"].append(mapping[old])
                elif old == product:
                    parent = project.parents.get(old)
                    if parent is not None:
                        project.objects[parent]["children"].append(mapping[old])
                new_objects[mapping[old]] = obj
            project.project["targets"].append(mapping[target_id])
    if factor == 1:
        return len(targets)
    project.objects.update(new_objects)
    with open(path, "w", encoding="utf-8") as f:
        f.write("// !$*UTF8*$!\n")
        openstep_plist.dump(project.root, f, indent=1)
        f.write("\n")
    return len(targets) * factor


def grow_dart(root, factor):
    lib = os.path.join(root, "lib")
    if not os.path.isdir(lib):
        return 0
    originals = []
    for folder, folders, names in os.walk(lib):
        folders[:] = [n for n in folders if n not in SKIPPED]
        originals += [os.path.join(folder, n) for n in names if n.endswith(".dart")]
    for copy in range(2, factor + 1):
        for original in originals:
            target = os.path.join(lib, f"copy{copy}", os.path.relpath(original, lib))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(original, target)
    return len(originals) * factor


def grow(source, out, factor, copy_files=True):
    """Copies `source` to `out` grown `factor` times; returns (targets, Dart files) in the copy."""
    if os.path.exists(out):
        sys.exit(f"grow-project: {out} exists")
    copy_tree(source, out)
    targets = dart = 0
    for folder, folders, names in os.walk(out):
        folders[:] = [n for n in folders if n not in SKIPPED]
        if folder.endswith(".xcodeproj") and "project.pbxproj" in names:
            targets += grow_project_file(os.path.join(folder, "project.pbxproj"), factor, copy_files)
            folders[:] = []
    if copy_files and os.path.isfile(os.path.join(out, "pubspec.yaml")):
        dart = grow_dart(out, factor)
    return targets, dart


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("project")
    parser.add_argument("out")
    parser.add_argument("--factor", type=int, required=True)
    parser.add_argument("--targets-only", action="store_true")
    options = parser.parse_args()
    if options.factor < 1:
        sys.exit("grow-project: --factor must be at least 1")
    targets, dart = grow(options.project, options.out, options.factor, copy_files=not options.targets_only)
    print(f"{options.out}: {targets} targets, {dart} Dart files")


if __name__ == "__main__":
    main()
