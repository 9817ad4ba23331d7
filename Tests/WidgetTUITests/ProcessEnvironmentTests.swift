import Foundation
import Testing
import WidgetTUIKit

/// The process's environment read a variable at a time must be the environment ProcessInfo reads
/// whole, as it is at the moment it is read.
@Suite("The environment, a variable at a time")
struct ProcessEnvironmentTests {
    @Test("Each variable reads as ProcessInfo reads it, and a variable set later is seen")
    func currentReadsTheLiveEnvironment() {
        let all = ProcessEnvironment.current.variables
        #expect(all == ProcessInfo.processInfo.environment)
        for (name, value) in all { #expect(ProcessEnvironment.current[name] == value, "\(name)") }
        let name = "WIDGET_TUI_ENVIRONMENT_TEST_\(getpid())"
        #expect(ProcessEnvironment.current[name] == nil)
        setenv(name, "a value é", 1)
        defer { unsetenv(name) }
        #expect(ProcessEnvironment.current[name] == "a value é")
        #expect(ProcessEnvironment.current.variables[name] == "a value é")
    }

    @Test("A given environment is exactly its variables, none of the process's")
    func givenVariablesAlone() {
        let given: ProcessEnvironment = ["HOME": "/home/me", "EMPTY": ""]
        #expect(given["HOME"] == "/home/me")
        #expect(given["EMPTY"] == "")
        #expect(given["PATH"] == nil)
        #expect(given.variables == ["HOME": "/home/me", "EMPTY": ""])
    }
}
