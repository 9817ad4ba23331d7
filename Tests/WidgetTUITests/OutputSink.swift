import Foundation
import SharedData
import Synchronization
import WidgetTUIKit
@testable import WidgetTUI

/// Captures a command's output for in-process tests.
final class OutputSink: Sendable {
    private let outText = Mutex("")
    private let errText = Mutex("")
    private let commandText = Mutex("")
    private let input: Data
    private let environment: [String: String]
    private let outputIsTerminal: Bool

    init(stdin: Data = Data(), environment: [String: String] = [:], outputIsTerminal: Bool = false) {
        input = stdin
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
    }

    var out: String { outText.withLock { $0 } }
    var err: String { errText.withLock { $0 } }
    /// The workflow commands the command wrote itself, which `out` holds too, where they were written.
    var commands: String { commandText.withLock { $0 } }

    var io: CommandIO {
        CommandIO(
            writeOut: { text in self.outText.withLock { $0 += text } },
            writeErr: { text in self.errText.withLock { $0 += text } },
            writeCommand: { text in
                self.outText.withLock { $0 += text }
                self.commandText.withLock { $0 += text }
            },
            readStandardInput: { [input] limit in
                guard input.count <= limit.bytes else { throw FileAccessError.tooLarge(path: "standard input", size: Int64(input.count), limit: limit) }
                return input
            },
            environment: ProcessEnvironment(environment),
            outputIsTerminal: outputIsTerminal
        )
    }
}
