import Essentials

/// A raster `Image` a widget's views draw without choosing how the accented rendering mode draws
/// it: on a tinted (iOS 18) or clear (iOS 26) Home Screen WidgetKit draws such an image as a
/// silhouette in the tint, unless the `Image` carries `.widgetAccentedRenderingMode(_:)`.
public struct WidgetImage: Sendable, Codable, Hashable {
    /// Why the image is, or is not, the widget's main content (the lead's decision 13).
    public enum Role: String, Sendable, Codable {
        /// `.resizable()` and filled: `.scaledToFill()`, `.aspectRatio(contentMode: .fill)`, a frame
        /// of the whole space (`maxWidth: .infinity, maxHeight: .infinity`, a geometry's size).
        case fills
        /// The content of `.background` (drawn in the accented mode, unlike `containerBackground`'s,
        /// which the system removes there and is no image of the widget's).
        case background
        /// All a view's `body` draws (a home_widget `renderFlutterWidget` picture is).
        case onlyContent
        /// Anything else: an icon, a thumbnail beside text.
        case other

        public var isMainContent: Bool { self != .other }
    }

    public let file: String
    public let line: Int
    /// How the image is made, for messages: `Image(uiImage:)`, `Image("name")`.
    public let source: String
    public let role: Role
    /// An asset that is the first layer of a `ZStack` drawing more above it: the widget's
    /// backdrop, which belongs in `containerBackground` (where the accented mode replaces it with
    /// the system's).
    public let backdrop: Bool

    public init(file: String, line: Int, source: String, role: Role, backdrop: Bool = false) {
        self.file = file
        self.line = line
        self.source = source
        self.role = role
        self.backdrop = backdrop
    }
}

/// Finds the raster `Image`s of one Swift file and what their modifier chains say, by pattern (no
/// compiler): `Image("asset")`, `Image(uiImage:)`, `Image(nsImage:)`, `Image(decorative:)`, an
/// `ImageResource`; not `Image(systemName:)` (SF Symbols are meant to be tinted) nor an image
/// made from a symbol (`UIImage(systemName:)`). An image needs no choice when its chain carries
/// `.widgetAccentedRenderingMode`, `.widgetAccentable` or a `.renderingMode` other than
/// `.original` (tinting chosen, or the caller's choice), `.foregroundColor` or `.foregroundStyle`
/// (which colour only a template image: drawn as one), or a function of the extension's that calls one of those (`Image` extensions with
/// the `if #available(iOS 18.0, *)` form), when it stands in the `else` of a branch that applies
/// the modifier, when its view reads `\.widgetRenderingMode` (and draws its own accented look),
/// and when a Lock Screen family's branch (`.accessory...`, the vibrant mode) holds it. Each
/// file is read once: its parentheses and braces matched in one pass, each image's chain within
/// bounds, so a crafted file stays linear.
enum WidgetImages {
    /// An image of the file, before the target's helpers are known.
    struct Found {
        let offset: Int
        let line: Int
        let source: String
        let role: WidgetImage.Role
        /// The names of the modifiers its chain calls, in order.
        let modifiers: [String]
        /// The type around it, whose only content it may be.
        let view: String?
        /// The bottom layer of a `ZStack` with more above it.
        let backdrop: Bool
    }

    /// What one file says about its images.
    struct Scan {
        var images: [Found] = []
        /// Functions it declares that choose the accented rendering (`desaturatedInLiquidGlass()`).
        var choosers: [String] = []
        /// Types it shows at a fixed size.
        var fixedSizeViews: Set<String> = []
        /// Types it makes inside a repeating view's closure (one item of many), and types it makes
        /// anywhere else: a type only ever made as an item is a thumbnail (`ConstructedViews`).
        var views = ConstructedViews()
        /// The arguments and trailing closures of its `containerBackground` calls and of the
        /// calls of the project's helpers passing a parameter there (`.widgetBackground(...)`),
        /// in order: the container background, which the accented mode does not draw.
        var containerBackgrounds: [Range<Int>] = []
    }

    /// Modifiers that choose how the accented mode draws an image.
    static let choosingModifiers: Set<String> = ["widgetAccentedRenderingMode", "widgetAccentable"]
    /// Modifiers read from a chain before it ends; a longer one is no chain a person wrote.
    static let maximumModifiers = 64
    /// How far back from an image a `case` label is read, and a block's header.
    static let maximumLookBack = 2048
    static let maximumHeaderBytes = 256
    /// Enclosing blocks read around an image, innermost first.
    static let maximumEnclosingBlocks = 8
    /// A `body` larger than this is no view whose only content one image can be.
    static let maximumBodyBytes = 16 * 1024

    /// Views whose presence beside an image means it is not all its `body` draws.
    static let contentViews: Set<String> = ["Text", "Image", "Label", "Button", "Link", "Toggle", "ProgressView", "Gauge", "Circle", "Rectangle",
                                            "RoundedRectangle", "Capsule", "Ellipse", "Chart", "ForEach", "List", "Grid", "Canvas", "AsyncImage"]

    /// The raster images of a file, the functions it declares that choose the accented rendering
    /// (`desaturatedInLiquidGlass()` calling `widgetAccentedRenderingMode`), and the views it
    /// shows at a fixed size. What a helper of the project's passes on to `containerBackground`
    /// (`widgetBackground(_:)`) is found later, with every other way code hands a view there
    /// (`ContainerBackgroundContent`).
    static func scan(_ declarations: SwiftDeclarations) -> Scan {
        let text = declarations.source
        let bytes = text.bytes
        let drawsImages = text.code.utf8.contains(word: "Image")
        guard drawsImages || text.code.utf8.contains(word: "containerBackground") else { return Scan() }
        let matching = Matching(text)
        let containerBackgrounds = backgroundRanges(text, at: text.wordOffsets(["containerBackground"]), matching: matching)
            .sorted { $0.lowerBound < $1.lowerBound }
        guard drawsImages else { return Scan(containerBackgrounds: containerBackgrounds) }
        let chooserWords = text.wordOffsets(["widgetAccentedRenderingMode", "widgetAccentable"])
        let choosers = declarations.declarations.filter { $0.kind == .function && contains(chooserWords, in: $0.block) }.map(\.name)
        let renderingModeReads = text.wordOffsets(["widgetRenderingMode"])
        let backgrounds = backgroundRanges(text, at: text.wordOffsets(["background"]), matching: matching)
        // `.mask(...)` / `.mask { }`: an image there gives the view its alpha and is never drawn.
        let masks = backgroundRanges(text, at: text.wordOffsets(["mask"]).filter { offset in
            let before = text.skippingSpacesBack(from: offset)
            return before > 0 && bytes[before - 1] == UInt8(ascii: ".")
        }, matching: matching)

        var candidates: [(offset: Int, open: Int, close: Int, source: String)] = []
        for offset in text.wordOffsets(["Image"]) where text.keeps(candidates.count) {
            let index = text.code.utf8.index(text.code.startIndex, offsetBy: offset)
            guard !text.isInString(index) else { continue }
            // `Image(`, `SwiftUI.Image(`; not `Foo.Image(` nor a declaration's name.
            let before = text.skippingSpacesBack(from: offset)
            if before > 0, bytes[before - 1] == UInt8(ascii: ".") {
                guard text.word(before: before - 1) == "SwiftUI" else { continue }
            }
            let open = skippingSpaces(bytes, from: offset + 5)
            guard open < bytes.count, bytes[open] == UInt8(ascii: "("), let close = matching.closing[open],
                  let source = rasterSource(text, arguments: (open + 1)..<close) else { continue }
            candidates.append((offset, open, close, source))
        }
        let fixedSizeViews = viewsAtFixedSize(text, matching: matching)
        let views = constructedViews(declarations, matching: matching)
        guard !candidates.isEmpty else {
            return Scan(choosers: choosers, fixedSizeViews: fixedSizeViews, views: views, containerBackgrounds: containerBackgrounds)
        }
        let enclosing = enclosingBlocks(around: candidates.map(\.offset), in: text)

        var found: [Found] = []
        for (index, candidate) in candidates.enumerated() {
            let chain = modifiers(text, after: candidate.close + 1, matching: matching)
            let names = chain.map(\.name)
            if names.contains(where: choosingModifiers.contains) { continue }
            // A template image is tinted by choice; a mode the code passes in is the caller's choice.
            if chain.contains(where: { $0.name == "renderingMode" && !text.text($0.arguments).contains(".original") }) { continue }
            // `.foregroundColor`/`.foregroundStyle` colour only a template image: the author draws
            // it as one (an asset whose catalog says "template"), tinted by choice.
            if chain.contains(where: { $0.name == "foregroundColor" || $0.name == "foregroundStyle" }) { continue }
            let blocks = enclosing[index]
            if readsRenderingMode(declarations, at: candidate.offset, reads: renderingModeReads) { continue }
            if inAccessoryBranch(text, offset: candidate.offset, blocks: blocks) { continue }
            if inElseOfChoosingBranch(text, blocks: blocks, matching: matching) { continue }
            if runsOnlyBelowAccentedMode(text, offset: candidate.offset, blocks: blocks, matching: matching) { continue }
            // The accented mode removes the container background and draws the system's own: an
            // image there is not drawn at all (the lead's correction of decision 13).
            if containerBackgrounds.contains(where: { $0.contains(candidate.offset) }) { continue }
            if masks.contains(where: { $0.contains(candidate.offset) }) { continue }
            let end = chain.last?.end ?? (candidate.close + 1)
            let role: WidgetImage.Role
            // Framed to a fixed size (`.frame(width: 11.5, height: 11.5)`), or one of a list's or a
            // grid's items: an icon or a thumbnail, whatever else its view draws.
            if chain.contains(where: { $0.name == "frame" && isFixedSize(text.text($0.arguments)) }) || inRepeatedItem(text, blocks: blocks) {
                role = .other
            } else if fills(text, chain) {
                role = .fills
            } else if backgrounds.contains(where: { $0.contains(candidate.offset) }) {
                role = .background
            } else if isOnlyContent(declarations, image: candidate.offset..<end, besides: alternatives(text, to: blocks, matching: matching)) {
                role = .onlyContent
            } else {
                role = .other
            }
            let view = declarations.declarations.last { $0.kind == .type && $0.block.contains(candidate.offset) }?.name
            found.append(Found(offset: candidate.offset, line: text.line(at: candidate.offset), source: candidate.source, role: role, modifiers: names,
                               view: view, backdrop: isAsset(candidate.source) && isBackdrop(text, image: candidate.offset..<end, in: blocks.first, matching: matching)))
        }
        return Scan(images: found, choosers: choosers, fixedSizeViews: fixedSizeViews, views: views, containerBackgrounds: containerBackgrounds)
    }

    /// `Image(uiImage:)` and its kin for a raster image; nil for a symbol or a drawn image.
    private static func rasterSource(_ text: SourceText, arguments: Range<Int>) -> String? {
        let inside = text.text(arguments).trimmingWhitespace
        var label = ""
        if let colon = inside.firstIndex(of: ":"), inside[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            label = String(inside[..<colon])
        }
        switch label {
        case "systemName", "_internalSystemName", "size", "systemSymbol":
            return nil
        case "uiImage", "nsImage":
            let value = inside.dropFirst(label.count + 1).trimmingWhitespace
            if value.hasPrefix("UIImage(systemName") || value.hasPrefix("NSImage(systemSymbolName") || value.hasPrefix(".init(systemName") { return nil }
            return "Image(\(label):)"
        case "decorative":
            return "Image(decorative:)"
        case "":
            guard !inside.isEmpty else { return nil }
            // A literal name is shown (escaped by the reporter); an expression is not.
            if inside.hasPrefix("\""), let end = inside.dropFirst().firstIndex(of: "\""), inside.distance(from: inside.startIndex, to: end) <= 64 {
                return "Image(\(inside[...end]))"
            }
            return "Image(_:)"
        default:
            return "Image(\(label):)"
        }
    }

    /// One modifier of a chain: its name, its arguments' inside, and where it ends (after any
    /// trailing closure).
    struct Modifier {
        let name: String
        let arguments: Range<Int>
        let end: Int
    }

    /// The `.name(...)` calls chained after `start`, trailing closures included, in order.
    static func modifiers(_ text: SourceText, after start: Int, matching: Matching) -> [Modifier] {
        let bytes = text.bytes
        var chain: [Modifier] = []
        var index = start
        while chain.count < maximumModifiers {
            let dot = skippingSpaces(bytes, from: index)
            guard dot < bytes.count, bytes[dot] == UInt8(ascii: ".") else { break }
            var stop = dot + 1
            while stop < bytes.count, SourceText.isIdentifier(bytes[stop]) { stop += 1 }
            guard stop > dot + 1 else { break }
            let name = String(decoding: bytes[(dot + 1)..<stop], as: UTF8.self)
            var arguments = stop..<stop
            var end = stop
            let open = skippingSpaces(bytes, from: stop)
            if open < bytes.count, bytes[open] == UInt8(ascii: "("), let close = matching.closing[open] {
                arguments = (open + 1)..<close
                end = close + 1
            }
            // A trailing closure on the same line (`.background { ... }`).
            var brace = end
            while brace < bytes.count, bytes[brace] == 0x20 || bytes[brace] == 0x09 { brace += 1 }
            if brace < bytes.count, bytes[brace] == UInt8(ascii: "{"), let close = matching.closing[brace] { end = close + 1 }
            chain.append(Modifier(name: name, arguments: arguments, end: end))
            index = end
        }
        return chain
    }

    /// `.resizable()` and then filled: scaled to fill (unless framed to a fixed size, an icon's),
    /// or framed to the whole space.
    static func fills(_ text: SourceText, _ chain: [Modifier]) -> Bool {
        guard chain.contains(where: { $0.name == "resizable" }) else { return false }
        if chain.contains(where: { $0.name == "frame" && isFixedSize(text.text($0.arguments)) }) { return false }
        return chain.contains { modifier in
            let arguments = text.text(modifier.arguments).filter { !$0.isWhitespace }
            switch modifier.name {
            case "scaledToFill": return true
            case "aspectRatio": return arguments.contains("contentMode:.fill") || arguments.hasSuffix(".fill")
            case "frame":
                return (arguments.contains("maxWidth:.infinity") && arguments.contains("maxHeight:.infinity"))
                    || (isGeometrySize(arguments, "width") && isGeometrySize(arguments, "height"))
            default: return false
            }
        }
    }

    /// Whether a frame's `label:` is a geometry's whole size (`width: proxy.size.width`), as
    /// compacted arguments read.
    static func isGeometrySize(_ compact: String, _ label: String) -> Bool {
        guard let range = compact.firstRange(of: label + ":") else { return false }
        let value = compact[range.upperBound...].prefix { $0 != "," && $0 != ")" }
        let parts = value.split(separator: ".")
        return parts.count == 3 && parts[1] == "size" && parts[2] == label && parts[0].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A frame of a chosen size, an icon's: `width: 64, height: 64`, or sizes the view is given
    /// or the code names (`width: size, height: size` of a view made with `size: 24`, kbo-fans'
    /// team logo; `size.width` of a `let size: CGSize`, book-golas' cover; `Constants.iconSize`,
    /// `outerR * 2`). Not a size read from the space the widget has: a geometry's or a value's
    /// `.size` (`proxy.size.width`, `entry.size.width`), `displaySize`, bounds, the screen, `.infinity`.
    static func isFixedSize(_ arguments: String) -> Bool {
        let compact = arguments.filter { !$0.isWhitespace }
        func chosen(after label: String) -> Bool {
            guard let range = compact.firstRange(of: label + ":") else { return false }
            let value = compact[range.upperBound...].prefix { $0 != "," }
            guard let first = value.first, first.isNumber || first.isLetter || first == "_" || first == "(" else { return false }
            if spaceReads.contains(where: { value.contains($0) }) { return false }
            // `name.size.width`: the size of something else (a geometry, the entry's space).
            if value.contains(".size.") { return false }
            return value.allSatisfy { $0.isLetter || $0.isNumber || "_.*/+-()".contains($0) }
        }
        return chosen(after: "width") && chosen(after: "height")
    }

    /// Names in a frame's value that read the space the widget has.
    private static let spaceReads = ["infinity", "displaySize", "bounds", "UIScreen", "NSScreen", "frame"]

    /// A capitalised call with a numeric literal for a size argument among its first ones (no
    /// nested parentheses before it): `PetBadge(size: 44)`, `Avatar(url: url, width: 32, height: 32)`.
    nonisolated(unsafe) static let madeAtLiteralSize =
        #/\b([A-Z][A-Za-z0-9_]*)\s*\([^()\n]{0,200}?\b(?:size|width|height|side|diameter|dimension|iconSize|imageSize)\s*:\s*[0-9]+(?:\.[0-9]+)?\s*[,)]/#
            .wordBoundaryKind(.simple)

    /// Views that draw one item of many: each block their closure opens holds a list's or a
    /// grid's item, a thumbnail or an icon, never the widget's main content.
    static let repeatingViews: [StaticString] = ["ForEach", "List", "LazyVGrid", "LazyHGrid", "Grid", "GridRow"]

    /// Whether a block around an image is the closure of a repeating view (`ForEach(items) { item in`,
    /// `LazyVGrid(columns: columns) {`): its header line names one as a call.
    private static func inRepeatedItem(_ text: SourceText, blocks: [Int]) -> Bool {
        blocks.contains { open in opensRepeatedItem(text, open) }
    }

    private static func opensRepeatedItem(_ text: SourceText, _ open: Int) -> Bool {
        let start = text.lineStart(before: open, within: maximumHeaderBytes)
        let header = SourceText(text.text(start..<open), language: text.language)
        return header.wordOffsets(repeatingViews).contains { offset in
            let next = skippingSpaces(header.bytes, from: offset + (header.word(at: offset)?.utf8.count ?? 0))
            return next < header.bytes.count && (header.bytes[next] == UInt8(ascii: "(") || header.bytes[next] == UInt8(ascii: "{"))
        }
    }

    /// The types a file builds (capitalised, outside strings: `SwiftDeclarations.builds(typeAt:)`),
    /// split by whether they stand in a repeating view's closure (`ForEach(favorites) {
    /// FaviconImage(url: $0.url) }`).
    struct ConstructedViews {
        var inItems: Set<String> = []
        var elsewhere: Set<String> = []
        /// Types made in a branch chosen by `widgetRenderingMode` (`if widgetRenderingMode ==
        /// .fullColor { ComposedBird() } else { VibrantBird() }`, a `switch` on it), and types made
        /// outside every such branch: a type only ever made in one is drawn for the mode it was
        /// chosen for, its images' look the developer's choice (round 12 sample-backyard-birds).
        var inModeBranches: Set<String> = []
        var outsideModeBranches: Set<String> = []
    }

    /// One pass over the file: the repeating views' closures first (merged), then each capitalised call.
    private static func constructedViews(_ declarations: SwiftDeclarations, matching: Matching) -> ConstructedViews {
        let text = declarations.source
        let bytes = text.bytes
        var closures: [Range<Int>] = []
        for offset in text.wordOffsets(repeatingViews) where text.keeps(closures.count) && !text.isInString(offset: offset) {
            var index = skippingSpaces(bytes, from: offset + (text.word(at: offset)?.utf8.count ?? 0))
            if index < bytes.count, bytes[index] == UInt8(ascii: "("), let close = matching.closing[index] { index = skippingSpaces(bytes, from: close + 1) }
            if index < bytes.count, bytes[index] == UInt8(ascii: "{"), let close = matching.closing[index] { closures.append(index..<close) }
        }
        let items = WidgetViewGraph.Target.merged(closures)
        let branches = WidgetViewGraph.Target.merged(renderingModeBranches(text))
        var views = ConstructedViews()
        var word = 0, item = 0, branch = 0
        while word < bytes.count, text.keeps(views.inItems.count + views.elsewhere.count) {
            guard bytes[word] >= UInt8(ascii: "A"), bytes[word] <= UInt8(ascii: "Z"), word == 0 || !SourceText.isIdentifier(bytes[word - 1]) else { word += 1; continue }
            var stop = word
            while stop < bytes.count, SourceText.isIdentifier(bytes[stop]) { stop += 1 }
            if declarations.builds(typeAt: word), !text.isInString(offset: word) {
                while item < items.count, items[item].upperBound <= word { item += 1 }
                let name = String(decoding: bytes[word..<stop], as: UTF8.self)
                if item < items.count, items[item].contains(word) { views.inItems.insert(name) } else { views.elsewhere.insert(name) }
                while branch < branches.count, branches[branch].upperBound <= word { branch += 1 }
                if branch < branches.count, branches[branch].contains(word) { views.inModeBranches.insert(name) } else { views.outsideModeBranches.insert(name) }
            }
            word = stop
        }
        return views
    }

    /// The blocks of each `if` (with its `else`s) and `switch` whose condition reads
    /// `widgetRenderingMode`, the `if` or `switch` starting the line the read stands on.
    private static func renderingModeBranches(_ text: SourceText) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for read in text.wordOffsets(["widgetRenderingMode"]) where text.keeps(found.count) && !text.isInString(offset: read) {
            let line = text.text(text.lineStart(before: read, within: 200)..<read).drop { $0 == " " || $0 == "\t" }
            guard ["if ", "} else if ", "else if ", "switch "].contains(where: line.hasPrefix) else { continue }
            // The condition's block: the first `{` after the read, on its line or the next few.
            var open = read
            while open < min(text.bytes.count, read + 200), text.bytes[open] != UInt8(ascii: "{") { open += 1 }
            guard var block = text.block(at: open) else { continue }
            found.append(block)
            while let otherwise = text.block(at: block.upperBound, afterElse: true) {
                found.append(otherwise)
                block = otherwise
            }
        }
        return found
    }

    /// The types this file shows at a fixed size (`Branding().frame(width: 24, height: 24)`), or
    /// makes with a literal size (`VehicleImage(data: image, size: 44.0)`, a size its body frames
    /// itself by): a view whose only content is an image is then an icon, not the widget's picture
    /// (round 11 leastimator-ios: a 44-point thumbnail beside text was "all the view draws").
    private static func viewsAtFixedSize(_ text: SourceText, matching: Matching) -> Set<String> {
        var names = Set<String>()
        for match in text.code.matches(of: Self.madeAtLiteralSize) where text.keeps(names.count) && !text.isInString(match.range.lowerBound) {
            names.insert(String(match.1))
        }
        for offset in text.wordOffsets(["frame"]) where text.keeps(names.count) {
            let open = skippingSpaces(text.bytes, from: offset + 5)
            guard offset > 0, text.bytes[offset - 1] == UInt8(ascii: "."), open < text.bytes.count, text.bytes[open] == UInt8(ascii: "("),
                  let close = matching.closing[open], isFixedSize(text.text((open + 1)..<close)) else { continue }
            let end = text.skippingSpacesBack(from: offset - 1)
            guard end > 0, text.bytes[end - 1] == UInt8(ascii: ")"), let call = matching.opening[end - 1],
                  let name = text.word(before: call), name.first?.isUppercase == true else { continue }
            names.insert(name)
        }
        return names
    }

    /// The arguments and trailing closures of the file's `background` calls (`.background(view)`,
    /// `background(view)` in a `View` extension, `.background { ... }`).
    static func backgroundCalls(in text: SourceText) -> [Range<Int>] {
        backgroundRanges(text, at: text.wordOffsets(["background"]), matching: Matching(text))
    }

    /// The arguments and trailing closures of the calls named at `offsets` (`background`,
    /// `containerBackground`); a declaration's name (`func widgetBackground(`) is none.
    private static func backgroundRanges(_ text: SourceText, at offsets: [Int], matching: Matching) -> [Range<Int>] {
        let bytes = text.bytes
        var ranges: [Range<Int>] = []
        for offset in offsets where text.word(before: offset) != "func" && text.keeps(ranges.count) {
            var index = offset
            while index < bytes.count, SourceText.isIdentifier(bytes[index]) { index += 1 }
            var next = skippingSpaces(bytes, from: index)
            if next < bytes.count, bytes[next] == UInt8(ascii: "("), let close = matching.closing[next] {
                ranges.append(next..<close)
                next = close + 1
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
            }
            if next < bytes.count, bytes[next] == UInt8(ascii: "{"), let close = matching.closing[next] { ranges.append(next..<close) }
        }
        return ranges
    }

    /// An image the widget's bundle ships (`Image("name")`, `Image(decorative:)`): decoration under
    /// content can be one. A picture made from data (`Image(uiImage:)`) is what the widget shows,
    /// whatever is drawn over it (a photo widget's caption), and stays in the accented mode.
    private static func isAsset(_ source: String) -> Bool {
        source.hasPrefix("Image(\"") || source == "Image(decorative:)"
    }

    /// Whether the image is the first view of a `ZStack`'s content (`ZStack {`, `ZStack(alignment:
    /// .top) {`) and more views follow it there: the layer under the widget's content.
    private static func isBackdrop(_ text: SourceText, image: Range<Int>, in open: Int?, matching: Matching) -> Bool {
        let bytes = text.bytes
        guard let open, let close = matching.closing[open], image.upperBound < close else { return false }
        var before = text.skippingSpacesBack(from: open)
        if before > 0, bytes[before - 1] == UInt8(ascii: ")"), let parenthesis = matching.opening[before - 1] {
            before = text.skippingSpacesBack(from: parenthesis)
        }
        guard text.word(before: before) == "ZStack" else { return false }
        return skippingSpaces(bytes, from: open + 1) == image.lowerBound && skippingSpaces(bytes, from: image.upperBound) < close
    }

    /// Whether the type (or extension) around `offset` reads `\.widgetRenderingMode`: such a view
    /// draws its own accented look.
    private static func readsRenderingMode(_ declarations: SwiftDeclarations, at offset: Int, reads: [Int]) -> Bool {
        guard !reads.isEmpty else { return false }
        return declarations.declarations.contains { declaration in
            (declaration.kind == .type || declaration.kind == .extension) && declaration.block.contains(offset) && contains(reads, in: declaration.block)
        }
    }

    /// Whether a Lock Screen family's branch holds the image: an `if` naming `.accessory...`, or a
    /// `case .accessory...:` of a `switch`.
    private static func inAccessoryBranch(_ text: SourceText, offset: Int, blocks: [Int]) -> Bool {
        let bytes = text.bytes
        var inner = offset
        for open in blocks {
            // The block's header: its line up to the brace (`if family == .accessoryCircular {`).
            let header = text.text(text.lineStart(before: open, within: maximumHeaderBytes)..<open)
            if header.contains(".accessory") && !header.contains("!=") && (header.contains("if ") || header.contains("case ")) { return true }
            // The `case` label of this block above the inner position.
            if let label = caseLabel(bytes, in: open, before: inner), text.text(label).contains(".accessory") { return true }
            inner = open
        }
        return false
    }

    /// The text of the last `case ...:` label at the top level of the block opening at `open`,
    /// before `offset`, read back at most `maximumLookBack` bytes; nil when there is none.
    private static func caseLabel(_ bytes: [UInt8], in open: Int, before offset: Int) -> Range<Int>? {
        var index = offset - 1, depth = 0
        let stop = max(open + 1, offset - maximumLookBack)
        while index >= stop {
            switch bytes[index] {
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth -= 1
            case UInt8(ascii: "e") where depth == 0 && index >= 3 && bytes[(index - 3)...index].elementsEqual("case".utf8)
                && (index == 3 || !SourceText.isIdentifier(bytes[index - 4])) && (index + 1 >= bytes.count || !SourceText.isIdentifier(bytes[index + 1])):
                var end = index + 1
                while end < offset, bytes[end] != UInt8(ascii: ":") { end += 1 }
                return (index - 3)..<end
            case UInt8(ascii: "t") where depth == 0 && index >= 6 && bytes[(index - 6)...index].elementsEqual("default".utf8):
                return nil
            default: break
            }
            if depth < 0 { return nil }
            index -= 1
        }
        return nil
    }

    /// Whether the image stands in the `else` of an `if` whose branch applies the modifier (the
    /// `if #available(iOS 18.0, *) { ... .widgetAccentedRenderingMode(...) } else { ... }` form).
    private static func inElseOfChoosingBranch(_ text: SourceText, blocks: [Int], matching: Matching) -> Bool {
        for open in blocks.prefix(4) {
            guard let elseStart = keyword("else", endingAt: spacesBack(text.bytes, from: open), in: text.bytes) else { continue }
            let close = spacesBack(text.bytes, from: elseStart)
            guard close > 0, text.bytes[close - 1] == UInt8(ascii: "}"), let ifOpen = matching.opening[close - 1] else { continue }
            let branch = text.text(ifOpen..<close)
            if choosingModifiers.contains(where: { branch.contains($0) }) { return true }
        }
        return false
    }

    /// The branches exclusive of those holding the image: the `if` before an `else` around it and
    /// the `else` (or `else if`) after an `if` around it, whose placeholder is never drawn with it.
    private static func alternatives(_ text: SourceText, to blocks: [Int], matching: Matching) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for open in blocks.prefix(8) {
            if let elseStart = keyword("else", endingAt: spacesBack(text.bytes, from: open), in: text.bytes) {
                let close = spacesBack(text.bytes, from: elseStart)
                if close > 0, text.bytes[close - 1] == UInt8(ascii: "}"), let ifOpen = matching.opening[close - 1] { found.append(ifOpen..<close) }
            }
            guard let close = matching.closing[open] else { continue }
            let after = skippingSpaces(text.bytes, from: close + 1)
            guard after + 4 <= text.bytes.count, text.bytes[after..<(after + 4)].elementsEqual("else".utf8),
                  let brace = text.firstBrace(after: after + 4), let end = matching.closing[brace] else { continue }
            found.append(brace..<(end + 1))
        }
        return found
    }

    /// Whether the image is all the `body` around it draws: no other content view beside it
    /// (containers, conditions and an exclusive branch's placeholder aside).
    private static func isOnlyContent(_ declarations: SwiftDeclarations, image: Range<Int>, besides skipped: [Range<Int>]) -> Bool {
        guard let body = declarations.declarations.last(where: { $0.kind == .property && $0.block.contains(image.lowerBound) }),
              body.name == "body", body.block.count <= maximumBodyBytes else { return false }
        let bytes = declarations.source.bytes
        var index = body.block.lowerBound
        while index < body.block.upperBound {
            if image.contains(index) { index = image.upperBound; continue }
            if let branch = skipped.first(where: { $0.contains(index) }) { index = branch.upperBound; continue }
            guard SourceText.isIdentifier(bytes[index]), index == 0 || !SourceText.isIdentifier(bytes[index - 1]) else { index += 1; continue }
            var stop = index
            while stop < body.block.upperBound, SourceText.isIdentifier(bytes[stop]) { stop += 1 }
            let word = String(decoding: bytes[index..<stop], as: UTF8.self)
            let next = skippingSpaces(bytes, from: stop)
            let called = next < bytes.count && (bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "{"))
            if called, contentViews.contains(word) || (word.hasSuffix("View") && word.first?.isUppercase == true) { return false }
            index = stop
        }
        return true
    }

    /// For each offset, the `{` of the blocks around it, innermost first (at most
    /// `maximumEnclosingBlocks`), in one pass with strings skipped.
    private static func enclosingBlocks(around offsets: [Int], in text: SourceText) -> [[Int]] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var result = Array(repeating: [Int](), count: offsets.count)
        var stack: [Int] = []
        var next = 0
        // The offsets up to `index` see the blocks open there (the stack changes only at code).
        func answer(upTo index: Int) {
            while next < order.count, offsets[order[next]] <= index {
                result[order[next]] = Array(stack.suffix(maximumEnclosingBlocks).reversed())
                next += 1
            }
        }
        for index in text.codeOffsets(from: 0) {
            guard next < order.count else { break }
            answer(upTo: index)
            if text.bytes[index] == UInt8(ascii: "{") { stack.append(index) }
            if text.bytes[index] == UInt8(ascii: "}") { _ = stack.popLast() }
        }
        answer(upTo: text.bytes.count)
        return result
    }

    /// Whether a sorted list of offsets has one inside `range`.
    static func contains(_ offsets: [Int], in range: Range<Int>) -> Bool {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < range.upperBound
    }

    private static func skippingSpaces(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, SourceText.isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// Whether a widget's `supportedFamilies` (the text of its declaration) include a Home Screen
    /// family: no call, or a list naming a `.system...` family or none the code spells out.
    static func drawsOnHomeScreen(_ text: SourceText, widget block: Range<Int>) -> Bool {
        let body = text.text(block)
        guard let call = body.firstRange(of: "supportedFamilies(") else { return true }
        let rest = body[call.upperBound...].prefix(SourceText.maximumArgumentBytes)
        let list = rest.prefix { $0 != ")" }
        return list.contains(".system") || !list.contains(".accessory")
    }

    /// Each `(` and `{` of code with its closing partner and back, matched in one pass with
    /// strings skipped.
    struct Matching {
        var closing: [Int: Int] = [:]
        var opening: [Int: Int] = [:]

        init(_ text: SourceText) {
            var parentheses: [Int] = [], braces: [Int] = []
            for index in text.codeOffsets(from: 0) {
                switch text.bytes[index] {
                case UInt8(ascii: "("): parentheses.append(index)
                case UInt8(ascii: ")"): if let open = parentheses.popLast() { closing[open] = index; opening[index] = open }
                case UInt8(ascii: "{"): braces.append(index)
                case UInt8(ascii: "}"): if let open = braces.popLast() { closing[open] = index; opening[index] = open }
                default: break
                }
            }
        }
    }
}
