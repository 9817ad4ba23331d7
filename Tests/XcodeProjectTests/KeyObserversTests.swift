import Testing
@testable import XcodeProject

/// Round 15 BrightIntosh: a control's intent sets `active`, which the running app observes with
/// `defaults.observe(\.active)` through an `extension UserDefaults` member. Such a key is the
/// app's input; a key path to another type's property, or a notification, is not.
@Suite("Keys the app observes across processes")
struct KeyObserversTests {
    private func observed(_ app: String, declaring other: String = "") -> Set<String> {
        let app = SourceText(app, language: .swift, file: "App.swift")
        let other = SourceText(other, language: .swift, file: "Defaults.swift")
        return KeyObservers.observed(in: [app]) { [SourceDeclarations(app), SourceDeclarations(other)] }
    }

    private let members = """
        extension UserDefaults {
            @objc dynamic var active: Bool { bool(forKey: "active") }
            @objc dynamic var brightness: Double { return double(forKey: "brightness") }
        }

        """

    @Test("A key path of an extension UserDefaults member, observed with observe(_:) or Combine's publisher(for:), in the app's file or declared in another")
    func keyPaths() {
        let app = """
            final class Settings {
                var observer: NSKeyValueObservation?
                var cancellable: AnyCancellable?
                init(defaults: UserDefaults) {
                    observer = defaults.observe(\\.active, options: [.initial, .new]) { _, _ in }
                    cancellable = defaults.publisher(for: \\UserDefaults.brightness).sink { _ in }
                }
            }

            """
        #expect(observed(app, declaring: members) == ["\"active\"", "\"brightness\""])
        #expect(observed(members + app) == ["\"active\"", "\"brightness\""])
    }

    @Test("A key path of no UserDefaults member (a player's rate), a commented-out observer and one in a string are none")
    func otherKeyPaths() {
        let app = """
            final class Player {
                var observer: NSKeyValueObservation?
                init(player: AVPlayer) {
                    observer = player.observe(\\.rate) { _, _ in }
                    // observer = defaults.observe(\\.active) { _, _ in }
                    let help = "call defaults.observe(\\.brightness) to follow it"
                }
            }

            """
        #expect(observed(app, declaring: members).isEmpty)
    }

    @Test("addObserver(_:forKeyPath:) on defaults names its key; on another receiver it does not")
    func forKeyPath() {
        let app = """
            func follow(_ sharedDefaults: UserDefaults, _ queue: OperationQueue) {
                sharedDefaults.addObserver(self, forKeyPath: "lastSync", options: .new, context: nil)
                queue.addObserver(self, forKeyPath: "operationCount", options: .new, context: nil)
            }

            """
        #expect(observed(app) == ["\"lastSync\""])
    }
}
