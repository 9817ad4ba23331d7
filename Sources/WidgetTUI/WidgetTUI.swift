import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
enum WidgetTUIMain {
    static func main() {
        exit(CommandRouter.run(Array(CommandLine.arguments.dropFirst()), io: .standard))
    }
}
