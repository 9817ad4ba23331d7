import Foundation

@main
enum WidgetTUIMain {
    static func main() {
        exit(CommandRouter.run(Array(CommandLine.arguments.dropFirst()), io: .standard))
    }
}
