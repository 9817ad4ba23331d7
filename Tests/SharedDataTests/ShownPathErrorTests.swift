import Foundation
import Testing
@testable import SharedData

/// Errors name paths, groups and keys as found, and show them escaped once: a literal `\u{7F}`
/// (six characters) in a name shows with two backslashes, a real DEL with one, so the two never
/// print alike; an ordinary name shows as it is.
@Suite struct ShownPathErrorTests {
    /// A home named with a literal escape and a real DEL.
    static let home = #"/tmp/home\u{7F}"# + "\u{7F}"
    static let shownHome = #"/tmp/home\\u{7F}\u{7F}"#

    @Test func aPathShowsOnceEscapedAndAnOrdinaryOneAsItIs() {
        #expect(URL(fileURLWithPath: Self.home).shown == Self.shownHome)
        #expect(URL(fileURLWithPath: "/tmp/home").shown == "/tmp/home")
        #expect((#"a\b"#).shown == #"a\\b"#)
    }

    @Test func containerErrorsShowTheFolderTheGroupAndTheKey() throws {
        #expect(ContainerError.containerMissing(folder: Self.home).description == "\(Self.shownHome): no such container folder")
        #expect(ContainerError.metadataMissingKey(file: "/m.plist", key: #"k\u{7F}"#).description
            == #"/m.plist: no k\\u{7F} key, so the container's group is unknown"#)
        let group = try GroupIdentifier(#"group.a\u{7F}"#)
        #expect(ContainerError.notFound(group: group, root: Self.home, existing: [], skipped: []).description
            == #"no container for group.a\\u{7F} in /tmp/home\\u{7F}\u{7F}; it holds no groups"#)
        #expect(ContainerError.duplicate(group: group, folders: [Self.home]).description
            == #"group.a\\u{7F} has 1 containers (MCMMetadataIdentifier is the same in each): /tmp/home\\u{7F}\u{7F}; pick one with --container DIR"#)
        // Ordinary data: the message as it always was.
        #expect(ContainerError.containerMissing(folder: "/tmp/c").description == "/tmp/c: no such container folder")
    }

    @Test func fileEntitlementsAndDefaultsErrorsShowTheirPathOnce() {
        #expect(FileAccessError.noFolder(path: Self.home).description == "\(Self.shownHome): no such folder")
        #expect(FileAccessError.unreadable(path: Self.home, reason: "cannot read: EIO").description
            == "\(Self.shownHome): cannot read: cannot read: EIO")
        #expect(EntitlementsError.missing(file: Self.home).description == "\(Self.shownHome): no such entitlements file")
        #expect(DefaultsError.wrongType(file: Self.home, key: #"k\u{7F}"#, expected: "Int", found: "String").description
            == #"/tmp/home\\u{7F}\u{7F}: k\\u{7F} is String, expected Int"#)
    }

    @Test func aDataProblemShowsItsFileAndFieldOnceAndItsMessageAsMade() {
        let problem = DataProblem(file: Self.home, key: #"k\u{7F}"#, message: #"is \\u{7F}"#, defaultUsed: "0")
        #expect(problem.description == #"/tmp/home\\u{7F}\u{7F}: k\\u{7F}: is \\u{7F}; using 0"#)
    }
}
