import Essentials

/// A booted simulator's own `defaults`, reached with `xcrun simctl spawn UDID defaults`: the way to
/// change a suite its preferences daemon holds. The suite is named by its path without `.plist`,
/// which `defaults` takes as a domain (`defaults help`: "a path to a file omitting the '.plist'
/// extension"). Only keys whose values changed are written or deleted; every call is built, and
/// every value checked, before the first one runs.
public struct SimulatorDefaults: Sendable {
    public let device: SimulatorDevice
    let tool: ToolProcess

    /// Finds `xcrun` on the PATH of `environment` (else of this process); the tool runs with this
    /// process's environment and `environment` over it, and a call that has not ended after
    /// `timeout` seconds is stopped (`simctl spawn` waits for a booted device's launchd).
    public init(device: SimulatorDevice, environment: [String: String], timeout: TimeInterval = 60) throws(SimulatorWriteError) {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let path = merged["PATH"] ?? ""
        let found = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("xcrun") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let xcrun = found else { throw .xcrunMissing(device: device.description, udid: device.udid, searched: path) }
        self.device = device
        tool = ToolProcess(executable: xcrun, environment: merged, timeout: timeout)
    }

    /// One call: the arguments after `xcrun`, and the key it changes.
    struct Call: Equatable {
        let key: String
        let arguments: [String]
    }

    /// The calls that turn the suite at `suite` from `old` into `new`, keys in code-unit order.
    func calls(from old: PlistDictionary, to new: PlistDictionary, suite: URL) throws(SimulatorWriteError) -> [Call] {
        let domain = suite.deletingPathExtension().path
        let spawn = ["simctl", "spawn", device.udid, "defaults"]
        var calls: [Call] = []
        for plistKey in Set(old.keys).union(new.keys).sorted() where old[plistKey] != new[plistKey] {
            let key: String
            do { key = try DefaultsValue.argument(plistKey, at: "the key \(plistKey)") } catch { throw inexpressible(error.description) }
            guard let value = new[plistKey] else {
                calls.append(Call(key: key, arguments: spawn + ["delete", domain, key]))
                continue
            }
            if key.hasPrefix("-") { throw inexpressible("the key \(key) starts with '-', which `defaults` would read as an option") }
            do {
                calls.append(Call(key: key, arguments: spawn + ["write", domain, key] + (try DefaultsValue.arguments(for: value, at: key))))
            } catch {
                throw inexpressible(error.description)
            }
        }
        return calls
    }

    private func inexpressible(_ value: String) -> SimulatorWriteError {
        .inexpressible(device: device.description, udid: device.udid, value: value)
    }

    /// Runs the calls in order, stopping at the first that fails.
    func run(_ calls: [Call]) throws(SimulatorWriteError) {
        var written: [String] = []
        for call in calls {
            let command = (["xcrun"] + call.arguments).joined(separator: " ")
            let outcome: ToolProcess.Outcome
            do {
                outcome = try tool.run(call.arguments)
            } catch .launch(let reason) {
                throw written.isEmpty ? .launchFailed(command: command, reason: reason)
                    : .failed(command: command, reason: "could not be started: \(reason)", written: written)
            } catch {
                throw .failed(command: command, reason: "did not end within \(String(cFormat: "%g", tool.timeout)) s and was stopped", written: written)
            }
            guard outcome.status == 0 else {
                let said = outcome.errors.trimmingWhitespace
                throw .failed(command: command, reason: "exited with status \(outcome.status)" + (said.isEmpty ? "" : ": \(said)"), written: written)
            }
            written.append(call.key)
        }
    }

    /// The suite as the booted device's preferences daemon holds it, which the file on disk may
    /// not have yet: `defaults export DOMAIN -` prints it as a property list, within `ReadLimit.suite`.
    public func export(suite: URL) throws(CaptureError) -> Data {
        let arguments = ["simctl", "spawn", device.udid, "defaults", "export", suite.deletingPathExtension().path, "-"]
        let command = (["xcrun"] + arguments).joined(separator: " ")
        let outcome: ToolProcess.Outcome
        do {
            outcome = try tool.run(arguments, outputLimit: ReadLimit.suite.bytes)
        } catch .launch(let reason) {
            throw .exportFailed(command: command, reason: "could not be started: \(reason)")
        } catch {
            throw .exportFailed(command: command, reason: "did not end within \(String(cFormat: "%g", tool.timeout)) s and was stopped")
        }
        guard outcome.status == 0 else {
            let said = outcome.errors.trimmingWhitespace
            throw .exportFailed(command: command, reason: "exited with status \(outcome.status)" + (said.isEmpty ? "" : ": \(said)"))
        }
        guard !outcome.outputOverflowed else {
            throw .exportFailed(command: command, reason: "printed more than the \(ReadLimit.suite) limit for \(ReadLimit.suite.subject)")
        }
        return outcome.output
    }
}
