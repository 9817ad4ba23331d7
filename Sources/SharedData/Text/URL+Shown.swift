import Essentials

extension URL {
    /// The path as a message shows it (`StringProtocol.shown`): a home, a container or a
    /// project can be named by anyone, with controls or backslashes in it.
    public var shown: String { path.shown }
}
