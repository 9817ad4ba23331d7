import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

@Suite("Provisioning profiles")
struct ProvisioningProfileTests {
    @Test("The plist inside a DER profile is read: App ID, team, groups, expiry")
    func readsDER() throws {
        let profile = try ProvisioningProfile.parse(ProfileBuilder.der(ProfileBuilder.plist(
            appID: "com.example.flutterPets", team: "7Q2XK4M9PB", groups: ["group.com.example.flutterPets"])))
        #expect(profile.applicationIdentifier == "7Q2XK4M9PB.com.example.flutterPets")
        #expect(profile.teamIdentifier == "7Q2XK4M9PB")
        #expect(profile.applicationGroups == ["group.com.example.flutterPets"])
        #expect(profile.name == "iOS Team Provisioning Profile")
        #expect(profile.expirationDate == ISO8601DateFormatter().date(from: "2099-01-01T00:00:00Z"))
        #expect(profile.covers("com.example.flutterPets"))
        #expect(!profile.covers("com.example.flutterPets.PetWidget"))
    }

    @Test("Indefinite lengths and a content split in pieces read the same")
    func readsIndefiniteLengths() throws {
        let plist = ProfileBuilder.plist(appID: "*", team: "7Q2XK4M9PB", groups: nil)
        let profile = try ProvisioningProfile.parse(ProfileBuilder.indefinite(plist))
        #expect(profile.isWildcard)
        #expect(profile.applicationGroups == nil)
        #expect(profile.covers("com.example.anything"))
    }

    @Test("Files that are not profiles fail with a reason and an offset, never a crash")
    func refusesOtherFiles() throws {
        #expect(throws: ProvisioningProfileError.notCMS("does not start with a SEQUENCE", offset: 0)) {
            try ProvisioningProfile.parse(Data("<?xml version=\"1.0\"?>".utf8))
        }
        let good = [UInt8](ProfileBuilder.der(ProfileBuilder.plist(appID: "com.example.app", team: "7Q2XK4M9PB", groups: [])))
        #expect(throws: ProvisioningProfileError.self) { try ProvisioningProfile.parse(Data(good.prefix(good.count / 2))) }
        // Every byte of the header damaged to every interesting value: a typed error or a profile.
        for at in 0..<64 {
            for value: UInt8 in [0x00, 0x04, 0x24, 0x30, 0x7F, 0x80, 0x84, 0xA0, 0xFF] {
                var bytes = good
                bytes[at] = value
                do {
                    _ = try ProvisioningProfile.parse(Data(bytes))
                } catch {
                    if case let .notCMS(_, offset) = error { #expect(offset <= bytes.count) }
                }
            }
        }
    }

    @Test("A profile without the group the target lists: works in the simulator, fails on a device")
    func profileLacksGroup() throws {
        let scratch = try ScratchFolder()
        try ProfileBuilder.der(ProfileBuilder.plist(appID: "com.example.flutterPets", team: "7Q2XK4M9PB", groups: ["group.com.example.pets.old"]))
            .write(to: scratch.path("Runner.mobileprovision"))
        try ProfileBuilder.der(ProfileBuilder.plist(appID: "com.example.flutterPets.PetWidget", team: "7Q2XK4M9PB",
                                                    groups: ["group.com.example.flutterPets"]))
            .write(to: scratch.path("Widget.mobileprovision"))
        let options = ProjectReader.Options(profiles: [scratch.path("Runner.mobileprovision"), scratch.path("Widget.mobileprovision")])
        let report = try ProjectFixture.examine("FlutterPets", options)
        let problems = report.findings(ProfileGroups.self).filter { $0.severity == .problem }
        // Runner's Debug and Release (not its Profile, signed without the group) lack it in one profile: one finding naming them.
        #expect(problems.count == 1 && problems.first?.configuration == nil)
        #expect(problems.allSatisfy { $0.target == "Runner" && $0.message.contains("group.com.example.flutterPets") && $0.message.contains("device") })
        #expect(problems.first?.message.hasSuffix("(in Debug and Release)") == true, "\(problems.map(\.message))")
        #expect(problems.first?.file?.hasSuffix("Runner.mobileprovision") == true)
        #expect(report.findings(ProfileGroups.self, target: "PetWidgetExtension").allSatisfy { $0.severity == .ok })
        #expect(!report.findings(ProfileGroups.self, target: "PetWidgetExtension").isEmpty)
    }

    @Test("A wildcard profile cannot carry App Groups; an expired one and a foreign team are named")
    func wildcardExpiredAndTeam() throws {
        let scratch = try ScratchFolder()
        try ProfileBuilder.der(ProfileBuilder.plist(appID: "com.example.*", team: "7Q2XK4M9PB", groups: nil))
            .write(to: scratch.path("Wildcard.mobileprovision"))
        try ProfileBuilder.der(ProfileBuilder.plist(appID: "com.example.flutterPets.PetWidget", team: "B5C6D7E8F9",
                                                    groups: ["group.com.example.flutterPets"], expires: "2020-01-01T00:00:00Z"))
            .write(to: scratch.path("Old.mobileprovision"))
        let options = ProjectReader.Options(profiles: [scratch.path("Wildcard.mobileprovision"), scratch.path("Old.mobileprovision")])
        let report = try ProjectFixture.examine("FlutterPets", options)
        #expect(report.findings(ProfileGroups.self, target: "Runner").contains { $0.severity == .problem && $0.message.contains("wildcard") })
        let widget = report.findings(ProfileCheck.self, target: "PetWidgetExtension")
        #expect(widget.contains { $0.severity == .warning && $0.message.contains("expired") })
        #expect(widget.contains { $0.severity == .warning && $0.message.contains("B5C6D7E8F9") && $0.message.contains("7Q2XK4M9PB") })
    }

    @Test("A file that is not a profile is a finding naming it, and the rest of the report stands")
    func unreadableProfile() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Broken.mobileprovision", "not a profile")
        let report = try ProjectFixture.examine("FlutterPets", ProjectReader.Options(profiles: [scratch.path("Broken.mobileprovision")]))
        let finding = try #require(report.findings(ProfileCheck.self).first)
        #expect(finding.severity == .problem)
        #expect(finding.file?.hasSuffix("Broken.mobileprovision") == true)
        #expect(!report.findings(SharedGroupCheck.self).isEmpty)
    }
}
