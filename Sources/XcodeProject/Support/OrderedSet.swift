/// Insertion-ordered unique elements: unresolved names reported once, in the order met; doctor
/// keeps its findings so too.
public struct OrderedSet<Element: Hashable> {
    public private(set) var elements: [Element] = []
    private var seen = Set<Element>()

    public init() {}

    public init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    public mutating func append(_ element: Element) {
        if seen.insert(element).inserted { elements.append(element) }
    }
}
