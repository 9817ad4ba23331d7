/// Insertion-ordered unique elements: unresolved names reported once, in the order met.
struct OrderedSet<Element: Hashable> {
    private(set) var elements: [Element] = []
    private var seen = Set<Element>()

    init() {}

    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    mutating func append(_ element: Element) {
        if seen.insert(element).inserted { elements.append(element) }
    }
}
