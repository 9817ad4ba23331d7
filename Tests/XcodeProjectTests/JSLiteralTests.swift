import Foundation
import Testing
@testable import XcodeProject

/// Configuration files read as data, never run: the shapes Expo apps and their target plugins
/// write (`module.exports = {…}`, `export default ({ config }) => ({…})`, a function of the app
/// config), and what is not a literal, unknown.
@Suite struct JSLiteralTests {
    @Test("JSON values keep their lines")
    func json() {
        let node = JSLiteral.value(json: "{\n  \"expo\": {\n    \"ios\": {\"entitlements\": {\"k\": [\"a\", \"b\"]}},\n    \"n\": -1.5, \"t\": true\n  }\n}\n")
        #expect(node["expo"]?["ios"]?["entitlements"]?["k"] == JSNode(value: .array([JSNode(value: .string("a"), line: 3), JSNode(value: .string("b"), line: 3)]), line: 3))
        #expect(node["expo"]?["n"]?.value == .number("-1.5"))
        #expect(node["expo"]?["t"]?.value == .bool(true))
    }

    @Test("module.exports of an object with comments, single quotes, trailing commas and shorthand keys")
    func commonJS() {
        let module = JSLiteral.module("""
            /** @type {import('@bacons/apple-targets').Config} */
            const group = 'group.com.acme.app' // the app's
            module.exports = {
              type: 'widget', /* a widget */
              bundleIdentifier: `.widget`,
              entitlements: { 'com.apple.security.application-groups': [group], },
              group,
            };

            """)
        let exported = module.exported
        #expect(exported?["type"]?.string == "widget")
        #expect(exported?["bundleIdentifier"]?.string == ".widget")
        #expect(exported?["entitlements"]?["com.apple.security.application-groups"]?.value == .array([JSNode(value: .reference(["group"]), line: 6)]))
        #expect(module.constants["group"]?.string == "group.com.acme.app")
        #expect(exported?["group"]?.value == .reference(["group"]))
    }

    @Test("A function of the app config: its parameter and the lookups it makes", arguments: [
        "module.exports = (config) => ({ type: \"widget\", entitlements: { g: config.ios.entitlements[\"g\"] } });",
        "module.exports = config => { return { type: \"widget\", entitlements: { g: config.ios?.entitlements?.[\"g\"] } }; };",
        "export default function (config: ExpoConfig): Config { return { type: \"widget\", entitlements: { g: config.ios.entitlements['g'] } } }",
    ])
    func function(text: String) throws {
        let exported = try #require(JSLiteral.module(text).exported)
        guard case let .function(parameter, returns) = exported.value else { Issue.record("\(exported)"); return }
        #expect(parameter == "config")
        #expect(returns["entitlements"]?["g"]?.value == .reference(["config", "ios", "entitlements", "g"]))
    }

    @Test("What is computed is unknown, and the statements after it are still read (no semicolons)")
    func computed() {
        let module = JSLiteral.module("""
            const IS_WIDGET = process.env.WIDGET === '1'
            const plugins = ['expo-router']
            if (!IS_WIDGET) { plugins.push('sentry') }
            export default {
              name: IS_WIDGET ? 'Widget' : 'App',
              id: `com.acme.${process.env.FLAVOR}`,
              groups: getGroups(),
              plugins,
              version: '1.0' satisfies string,
            }

            """)
        #expect(module.constants["IS_WIDGET"]?.value == .unknown("a computed value"))
        #expect(module.constants["plugins"]?.value == .array([JSNode(value: .string("expo-router"), line: 2)]))
        let exported = module.exported
        #expect(exported?["name"]?.value == .unknown("a computed value"))
        #expect(exported?["id"]?.value == .unknown("a template string"))
        #expect(exported?["groups"]?.value == .unknown("a call of getGroups"))
        #expect(exported?["version"]?.string == "1.0")
    }

    @Test("A member a spread of what is not read may hold is unknown, not absent; a member of an unknown value is unknown")
    func unknownSpreads() {
        let exported = JSLiteral.module("export default { name: 'Steps', ...computed(), extra: { a: 1 } }\n").exported
        #expect(exported?["extra"]?["a"]?.value == .number("1"))
        #expect(exported?["name"].map { if case .unknown = $0.value { true } else { false } } == true)
        #expect(exported?["ios"].map { if case .unknown = $0.value { true } else { false } } == true)
        #expect(exported?["ios"]?["entitlements"].map { if case .unknown = $0.value { true } else { false } } == true)
        // With no spread, a member not written is absent.
        #expect(JSLiteral.module("export default { name: 'Steps' }\n").exported?["ios"] == nil)
    }

    @Test("Hostile text is bounded: deep nesting, an unterminated string, a lone brace, nothing")
    func hostile() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(JSLiteral.value(json: deep).line == 1)
        #expect(JSLiteral.value(json: "{\"a\": \"unterminated").value != .null)
        #expect(JSLiteral.module("module.exports = {").exported?.value == .unknown("an object cut short"))
        #expect(JSLiteral.module("").exported == nil)
        #expect(JSLiteral.tokenize(String(repeating: "a,", count: 300_000)).count == JSLiteral.maximumTokens)
    }
}
