/// A CocoaPods `Podfile` read for what matters to a widget: which pods each target block adds,
/// and whether it installs every Flutter plugin's pod (`flutter_install_all_ios_pods`). Ruby is
/// read by line (blocks opened by `do`, `if`, `def`... and closed by `end`), as Podfiles are written.
public struct Podfile: Sendable, Codable, Hashable {
    public struct Target: Sendable, Codable, Hashable {
        public let name: String
        public let line: Int
        /// `pod 'name'` lines directly in the block, with their lines.
        public let pods: [Pod]
        /// The line of a `flutter_install_all_ios_pods` in the block: every plugin's pod, home_widget's included.
        public let installsFlutterPods: Int?
    }

    public struct Pod: Sendable, Codable, Hashable {
        public let name: String
        public let line: Int
    }

    public let targets: [Target]
    /// A `post_install` sets `APPLICATION_EXTENSION_API_ONLY` to `NO`: the pods compile with app-only
    /// API and an extension links them with a warning, not an error.
    public let allowsAppOnlyAPI: Bool

    public init(_ text: String) {
        struct Open {
            let target: String?
            let line: Int
            var pods: [Pod] = []
            var flutter: Int?
        }
        var stack: [Open] = []
        var targets: [Target] = []
        let opener = #/^(?:if|unless|case|begin|def|while|until|class|module)\b/#.wordBoundaryKind(.simple)
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map { $0.trimmingWhitespace } ?? ""
            let number = index + 1
            if let match = line.firstMatch(of: #/^target\s+['"]([^'"]+)['"]\s+do\b/#.wordBoundaryKind(.simple)) {
                stack.append(Open(target: String(match.1), line: number))
            } else if line == "end" || line.hasPrefix("end ") || line.hasPrefix("end.") {
                guard let closed = stack.popLast() else { continue }
                if let name = closed.target { targets.append(Target(name: name, line: closed.line, pods: closed.pods, installsFlutterPods: closed.flutter)) }
            } else if line.hasSuffix(" do") || line.contains(#/\bdo\s*\|[^|]*\|\s*$/#.wordBoundaryKind(.simple)) || line.contains(opener) {
                stack.append(Open(target: nil, line: number))
            } else if let match = line.firstMatch(of: #/^pod\s+['"]([^'"]+)['"]/#), let last = stack.indices.last {
                stack[last].pods.append(Pod(name: String(match.1), line: number))
            } else if line.hasPrefix("flutter_install_all_ios_pods"), let last = stack.indices.last {
                stack[last].flutter = number
            }
        }
        self.targets = targets
        allowsAppOnlyAPI = text.split(separator: "\n").contains { $0.contains("APPLICATION_EXTENSION_API_ONLY") && $0.uppercased().contains("NO") }
    }
}
