import Essentials

extension ConditionalCompilation {
    /// A target's prefix header (`GCC_PREFIX_HEADER`), which the compiler includes before each of
    /// its C and Objective-C files: its directive lines parsed once per file, then read under each
    /// configuration's definitions (`read`). A project-level header is inherited by every target
    /// and configuration; the text is not scanned again for each.
    struct PrefixHeader: Sendable {
        /// A line that matters: a conditional directive, a `#define`/`#undef`, an `#import`/`#include`.
        enum Line: Sendable {
            case directive(Directive)
            /// `#define NAME value`: an object-like macro's value (`1` when empty); a function-like
            /// one's is `NAME(...)`, defined and undecidable as a value.
            case define(name: String, value: String)
            case undef(String)
            case include
        }

        let lines: [Line]

        init(_ text: String) {
            var lines: [Line] = []
            var directives = 0
            for line in ConditionalCompilation.lines(SourceText.blankingComments(text, language: .objectiveC)) {
                guard line.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "#") else { continue }
                directives += 1
                if directives > maximumPrefixDirectives { break }
                if let directive = Directive(line, dialect: .c) {
                    lines.append(.directive(directive))
                    continue
                }
                var rest = line.drop { $0 == " " || $0 == "\t" }.dropFirst().drop { $0 == " " || $0 == "\t" }
                let word = rest.prefix { $0.isLetter }
                if word == "import" || word == "include" || word == "include_next" {
                    lines.append(.include)
                    continue
                }
                guard word == "define" || word == "undef" else { continue }
                rest = rest.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                guard !name.isEmpty, name.first?.isNumber == false else { continue }
                if word == "undef" {
                    lines.append(.undef(name))
                    continue
                }
                let value = rest.dropFirst(name.count)
                // `NAME(` with no space between is a function-like macro.
                let written = value.first == "(" ? "\(name)(...)" : String(value.trimmingWhitespace)
                lines.append(.define(name: name, value: written.isEmpty ? "1" : written))
            }
            self.lines = lines
        }

        /// Whether the compiler, not the project, decides a name: `__OBJC__` (defined: the header
        /// is read for Objective-C files), the reserved `__...`/`_X...` (`__cplusplus`, the SDK's
        /// version names) and TargetConditionals.h's `TARGET_OS_...` (the platform is not known
        /// here): undecidable.
        private static func isCompilers(_ name: Substring) -> Bool {
            name.hasPrefix("TARGET_OS_") || name.hasPrefix("__")
                || name.first == "_" && name.dropFirst().first.map { $0.isUppercase } == true
        }

        /// The definitions every `#if` of the target's files finds under one configuration's
        /// `definitions`: the configuration's, with what the header `#define`s or `#undef`s in the
        /// branches they decide, in order, each `#if` seeing the defines before it; and the names
        /// it defines or undefines in a branch they cannot decide (`undecided`). The header is the
        /// first text the compiler reads: a name the settings do not set, the compiler does not
        /// predefine (`isCompilers`) and the header has not defined is undefined there, as
        /// Xcode's include guard (`#ifndef App_pch`) and CocoaPods' `#ifdef __OBJC__` rely on.
        /// Past an `#import`, a name no configuration sets (outside `declared`) may come from the
        /// imported header: undecidable again. The imported headers are not followed.
        func read(definitions: [String], declared: Set<String>?) -> (definitions: [String], undecided: [String]) {
            let settings = Build(definitions: definitions, declared: declared)
            var values = settings.values, undecided = Set<String>(), changed = Set<String>()
            if values["__OBJC__"] == nil { values["__OBJC__"] = "1" }
            var order = OrderedSet(definitions.map { Build.definition($0).name })
            var imported = false
            // Per open `#if`: whether an earlier branch is certainly taken, or may be; the current branch's truth.
            var stack: [(taken: Bool, maybe: Bool, current: Bool?)] = []
            // A branch after one certainly taken is not; after one that may be, it may be at most.
            func branch(_ truth: Bool?, _ top: (taken: Bool, maybe: Bool, current: Bool?)) -> (taken: Bool, maybe: Bool, current: Bool?) {
                let current: Bool? = top.taken ? false : top.maybe ? (truth == false ? false : nil) : truth
                return (top.taken || truth == true, top.maybe || current == nil, current)
            }
            func truth(_ condition: String) -> Bool? {
                var unknown = undecided
                for word in condition.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                    where word != "__OBJC__" && Self.isCompilers(word) {
                    unknown.insert(String(word))
                }
                let known = imported ? declared.map { $0.union(changed) } : nil
                return evaluate(condition, in: Build(values: values, declared: known, platform: nil, undecided: unknown), dialect: .c)
            }
            for line in lines {
                let enclosing = stack.map(\.current)
                switch line {
                case .directive(.open(let condition)): stack.append(branch(truth(condition), (false, false, nil)))
                case .directive(.orIf(let condition)): if let top = stack.popLast() { stack.append(branch(truth(condition), top)) }
                case .directive(.orElse): if let top = stack.popLast() { stack.append(branch(true, top)) }
                case .directive(.close): _ = stack.popLast()
                case .include:
                    if !enclosing.contains(false) { imported = true }
                case .define(let name, _), .undef(let name):
                    if enclosing.contains(false) { continue }
                    changed.insert(name)
                    if enclosing.contains(where: { $0 == nil }) {
                        undecided.insert(name)
                    } else if case .define(_, let value) = line {
                        values[name] = value
                        undecided.remove(name)
                        order.append(name)
                    } else {
                        values[name] = nil
                        undecided.remove(name)
                    }
                }
            }
            let defined = order.elements.compactMap { name in values[name].map { "\(name)=\($0)" } }
            return (defined, undecided.sorted())
        }
    }
}
