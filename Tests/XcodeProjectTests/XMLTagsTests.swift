import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject

/// The XML a project search reads without a parser: a workspace's `contents.xcworkspacedata` and
/// a .NET app's `.csproj`, in one linear pass whatever the text holds.
@Suite struct XMLTagsTests {
    @Test("Tags with their names, attributes (quoted either way, a > inside quotes), lines; comments and declarations skipped")
    func tags() {
        let tags = Array(XMLTags("<?xml version=\"1.0\"?>\n<!-- <Skipped/> -->\n<A x='1>2' y=\"&quot;q&quot;\">\n<B/></A>\n"))
        #expect(tags.map(\.name) == ["A", "B", "A"])
        #expect(tags.map(\.line) == [3, 4, 4])
        #expect(tags[0].attribute("x") == "1>2" && tags[0].attribute("y") == "\"q\"" && tags[0].attribute("z") == nil)
        #expect(tags[1].selfClosing && tags[2].closing)
    }

    @Test("A workspace's projects: group-relative inside groups, container-relative, each once, self: left out")
    func workspace() {
        let workspace = XCWorkspace("""
            <Workspace version = "1.0">
               <FileRef location = "self:"></FileRef>
               <Group location = "group:apps/mobile" name = "mobile">
                  <FileRef location = "group:ios/App.xcodeproj"></FileRef>
                  <Group location = "group:empty" name = "empty"/>
                  <FileRef location = "group:Widget/Widget.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "container:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "group:apps/mobile/ios/App.xcodeproj"></FileRef>
            </Workspace>

            """)
        #expect(workspace.projects == ["apps/mobile/ios/App.xcodeproj", "apps/mobile/Widget/Widget.xcodeproj", "Pods/Pods.xcodeproj"])
    }

    @Test("A .csproj: the iOS values and the extensions it embeds, other platforms' and commented-out elements left out")
    func csproj() throws {
        let scratch = try ScratchFolder()
        let text = """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <!-- <ApplicationId>com.example.old</ApplicationId> -->
                <ApplicationId>com.example.app</ApplicationId>
                <SupportedOSPlatformVersion Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'android'">21.0</SupportedOSPlatformVersion>
                <SupportedOSPlatformVersion Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'ios'">16.0</SupportedOSPlatformVersion>
              </PropertyGroup>
              <PropertyGroup Condition="$(TargetFramework.Contains('-maccatalyst'))">
                <CodesignEntitlements>Platforms/MacCatalyst/Entitlements.plist</CodesignEntitlements>
              </PropertyGroup>
              <PropertyGroup Condition="$(TargetFramework.Contains('-ios'))">
                <CodesignEntitlements>Platforms\\iOS\\App.entitlements</CodesignEntitlements>
              </PropertyGroup>
              <ItemGroup>
                <AdditionalAppExtensions Include="$(MSBuildProjectDirectory)/Native">
                  <Name>TodayWidget</Name>
                  <CodesignEntitlements>Native/Widget.entitlements</CodesignEntitlements>
                </AdditionalAppExtensions>
                <AdditionalAppExtensions Include="Native"><Name>ShareExtension</Name></AdditionalAppExtensions>
              </ItemGroup>
            </Project>

            """
        let folder = scratch.path("App")
        let app = DotNetApp(file: folder.appendingPathComponent("App.csproj"), text: text, scope: ProjectScope(root: scratch.url))
        #expect(app.applicationID?.value == "com.example.app" && app.applicationID?.line == 4)
        #expect(app.deploymentTarget?.value == "16.0" && app.deploymentTarget?.line == 6)
        #expect(app.entitlements?.file == folder.appendingPathComponent("Platforms/iOS/App.entitlements") && app.entitlements?.line == 12)
        #expect(app.extensions.map(\.name) == ["TodayWidget", "ShareExtension"])
        #expect(app.extensions.map { $0.entitlements?.file } == [folder.appendingPathComponent("Native/Widget.entitlements"), nil])
    }

    /// Held-out entdark+JKChat: a net9.0-ios app keeps an older net8.0-ios block's values.
    @Test("A .csproj's elements conditioned on a target framework it does not build are left out; undecidable conditions are kept")
    func csprojTargetFrameworks() throws {
        let scratch = try ScratchFolder()
        let text = { (frameworks: String) in
            """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                \(frameworks)
              </PropertyGroup>
              <PropertyGroup Condition=" $(TargetFramework.StartsWith('net8.0-ios')) ">
                <SupportedOSPlatformVersion>15.0</SupportedOSPlatformVersion>
              </PropertyGroup>
              <PropertyGroup Condition="'$(TargetFramework)' == 'net8.0-ios'">
                <ApplicationId>com.example.old</ApplicationId>
              </PropertyGroup>
              <PropertyGroup Condition="'$(TargetFramework)' == 'net9.0-ios' And '$(Configuration)' == 'Release'">
                <CodesignEntitlements>Release.entitlements</CodesignEntitlements>
              </PropertyGroup>
              <PropertyGroup Condition=" $(TargetFramework.StartsWith('net9.0-ios')) ">
                <SupportedOSPlatformVersion>16.0</SupportedOSPlatformVersion>
                <ApplicationId>com.example.app</ApplicationId>
              </PropertyGroup>
            </Project>

            """
        }
        let file = scratch.path("App/App.csproj")
        let net9 = DotNetApp(file: file, text: text("<TargetFramework>net9.0-ios</TargetFramework>"), scope: ProjectScope(root: scratch.url))
        #expect(net9.deploymentTarget?.value == "16.0" && net9.deploymentTarget?.line == 15)
        #expect(net9.applicationID?.value == "com.example.app")
        #expect(net9.entitlements?.line == 12)
        let both = DotNetApp(file: file, text: text("<TargetFrameworks>net8.0-android;net8.0-ios;net9.0-ios</TargetFrameworks>"), scope: ProjectScope(root: scratch.url))
        #expect(both.deploymentTarget?.line == 6 && both.applicationID?.line == 9)
        // A framework built from a property is unknown: nothing is left out for it.
        let unknown = DotNetApp(file: file, text: text("<TargetFramework>$(AppFramework)</TargetFramework>"), scope: ProjectScope(root: scratch.url))
        #expect(unknown.deploymentTarget?.line == 6)
    }

    @Test("Hostile text is one pass: tags and comments left open, quotes never closed, deep nesting")
    func hostile() {
        let open = String(repeating: "<a \"", count: 50_000)
        #expect(Array(XMLTags(open)).isEmpty)
        #expect(Array(XMLTags(String(repeating: "<!--", count: 50_000))).isEmpty)
        #expect(Array(XMLTags(String(repeating: "<a", count: 50_000))).isEmpty)
        var elements = MSBuildElements(String(repeating: "<P>", count: 10_000) + "<ApplicationId>x</ApplicationId>")
        #expect(elements.next()?.conditions.isEmpty == true)
        #expect(XCWorkspace(String(repeating: "<Group location=\"group:a\">", count: 20_000)).projects.isEmpty)
    }

    @Test("A workspace listing more projects than are kept says so; one listing as many is read whole")
    func workspacePastTheReferencesKept() {
        let references = { (count: Int) in
            "<Workspace>" + (0..<count).map { "<FileRef location = \"group:P\($0)/P.xcodeproj\"></FileRef>" }.joined() + "</Workspace>"
        }
        let past = XCWorkspace(references(XCWorkspace.maximumReferences + 1))
        #expect(past.truncated)
        #expect(past.projects.count == XCWorkspace.maximumReferences)
        let within = XCWorkspace(references(XCWorkspace.maximumReferences))
        #expect(!within.truncated)
        #expect(within.projects.count == XCWorkspace.maximumReferences)
    }
}
