import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads one Interface Builder document (`.storyboard` or `.xib`, XML) into a `NibIndex`: for each
/// `<outlet property=… destination=…/>`, the class that owns it (the nearest enclosing element with
/// a `customClass`, such as a view controller, a cell or the File's Owner placeholder) and what the
/// destination view's `<autoresizingMask>` and constraints say.
enum NibReader {
    enum Failure: Error, Equatable {
        case notXML(String)

        var message: String {
            switch self {
            case .notXML(let reason): return "not a readable Interface Builder file: \(reason)"
            }
        }
    }

    static func read(_ bytes: [UInt8]) -> Result<NibIndex, Failure> {
        let collector = Collector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        // Foundation's parser can report success with an error set (an element left open).
        let ok = parser.parse()
        guard ok, parser.parserError == nil, collector.sawElement else {
            let code = (parser.parserError as NSError?)?.code
            let reason = collector.sawElement ? "malformed XML" + (code.map { " (parser error \($0))" } ?? "") : "no XML element"
            return .failure(.notXML("line \(parser.lineNumber): \(reason)"))
        }
        return .success(collector.index())
    }

    /// The SAX callbacks: one pass, a stack of open elements.
    private final class Collector: NSObject, XMLParserDelegate {
        private struct Open {
            var name: String
            var id: String?
            var customClass: String?
        }
        private var stack: [Open] = []
        private(set) var sawElement = false
        private var views: [String: NibIndex.OutletView] = [:]
        private var constrained: Set<String> = []
        private var fixed: [String: (width: Bool, height: Bool)] = [:]
        private var connections: [(owner: String, property: String, destination: String)] = []

        func index() -> NibIndex {
            var index = NibIndex()
            for c in connections {
                var v = views[c.destination] ?? NibIndex.OutletView()
                if constrained.contains(c.destination) { v.usesAutoLayout = true }
                if let f = fixed[c.destination] { v.fixedWidth = f.width; v.fixedHeight = f.height }
                guard views[c.destination] != nil || v.usesAutoLayout else { continue }  // not a view
                index.add(v, outlet: c.property, of: c.owner)
            }
            return index
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes a: [String: String] = [:]) {
            sawElement = true
            switch name {
            case "autoresizingMask":
                if let owner = stack.last?.id, views[owner] != nil {
                    var v = views[owner]!
                    v.hasMask = true
                    v.flexibleWidth = a["widthSizable"] == "YES"
                    v.flexibleHeight = a["heightSizable"] == "YES"
                    v.flexibleLeft = a["flexibleMinX"] == "YES"
                    v.flexibleRight = a["flexibleMaxX"] == "YES"
                    v.flexibleTop = a["flexibleMinY"] == "YES"
                    v.flexibleBottom = a["flexibleMaxY"] == "YES"
                    views[owner] = v
                }
            case "constraint":
                // A constraint names its items (the view whose `<constraints>` hold it, the
                // container, is one only when it is named alone: a width or height of its own).
                let container = stack.last(where: { $0.id != nil && views[$0.id!] != nil })?.id
                let items = [a["firstItem"], a["secondItem"]].compactMap { $0 }
                if items.isEmpty, let container {
                    constrained.insert(container)
                    // A constant width or height of its own (no other item, no multiplier).
                    if a["constant"] != nil, a["relation"] == nil || a["relation"] == "equal" {
                        if a["firstAttribute"] == "width" { fixed[container, default: (false, false)].width = true }
                        if a["firstAttribute"] == "height" { fixed[container, default: (false, false)].height = true }
                    }
                }
                for item in items where item != container { constrained.insert(item) }
            case "outlet":
                if let property = a["property"], let destination = a["destination"],
                   let owner = stack.last(where: { $0.customClass != nil })?.customClass {
                    connections.append((owner, property, destination))
                }
            default:
                break
            }
            let id = a["id"]
            if let id, Self.isView(name, a) {
                var v = NibIndex.OutletView()
                if a["translatesAutoresizingMaskIntoConstraints"] == "NO" { v.usesAutoLayout = true }
                views[id] = v
            }
            stack.append(Open(name: name, id: id, customClass: a["customClass"]))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if !stack.isEmpty { stack.removeLast() }
        }

        /// Elements that are views: `view`, `imageView`, `tableViewCell`, … (not `rect`, `color`,
        /// `connections`, `viewController`, `viewLayoutGuide`).
        private static func isView(_ name: String, _ a: [String: String]) -> Bool {
            if name.hasSuffix("Controller") || name == "viewLayoutGuide" || name == "layoutGuides" { return false }
            if a["key"] == "view" || name == "view" { return true }
            let suffixes = ["View", "Cell", "Button", "Label", "Field", "Bar", "Control", "Slider", "Switch",
                            "Indicator", "Picker", "Stepper"]
            let lower = name.lowercased()
            return suffixes.contains { lower.hasSuffix($0.lowercased()) } && name.first?.isLowercase == true
        }
    }
}
