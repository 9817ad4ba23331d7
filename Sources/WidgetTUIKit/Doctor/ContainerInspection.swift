import Foundation
import PetRenderer
import PNGCodec
import SharedData

/// What a group's container holds, against the widget's data contract: the suite and its size,
/// each key's presence and type, and every image path a home_widget key stores (inside the
/// container, present, a readable and not blank PNG).
enum ContainerInspection {
    /// Every process that opens the suite reads all of it, widget extensions included; beyond
    /// this, data belongs in files.
    static let suiteSizeWarning = 1 << 20
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    static func inspect(_ container: GroupContainer) -> [DoctorFinding] {
        let reader = GroupReader(container: container)
        var findings: [DoctorFinding] = [.ok(.container, container.url.path, "the container of \(container.groupID)")]
        let suite = reader.suiteFile.path
        let layout = container.layoutProblems()
        findings += layout.map { .problem(.container, $0.path, $0.message, fix: $0.fix) }
        // The suite's own read would only repeat the problem on its way.
        if layout.contains(where: { suite == $0.path || suite.hasPrefix($0.path + "/") }) { return findings }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: suite) else {
            return findings + [.problem(.data, suite, "no settings suite: the app never wrote a setting to \(container.groupID)",
                                        fix: "write the settings with UserDefaults(suiteName: \"\(container.groupID)\") "
                                            + "(home_widget: call setAppGroupId first, then saveWidgetData)")]
        }
        let values: PlistDictionary
        do {
            values = try reader.values()
        } catch {
            return findings + [.problem(.data, suite, error.reason, fix: "let the app write the suite again; remove the damaged file first")]
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > suiteSizeWarning {
            findings.append(.warning(.data, suite, "the suite is \(size) bytes: every process that opens it, the widget too, reads it whole",
                                     fix: "keep large data (images, long lists) in files in the container and store their names"))
        }
        findings += contract(reader.petWidgetData())
        for entry in values.sorted(by: { $0.key < $1.key }) {
            guard let path = entry.value.stringValue, isImagePath(path) else { continue }
            findings.append(image(key: entry.key.string, path: path, reader: reader))
        }
        return findings
    }

    static func isImagePath(_ path: String) -> Bool {
        path.contains("home_widget/") || imageExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    private static func contract(_ decoded: DecodedPetWidgetData) -> [DoctorFinding] {
        guard !decoded.problems.isEmpty else {
            let data = decoded.data
            return [.ok(.data, "items, quietHours, streakDays", "\(data.pets.count) pets, quiet hours "
                + "\(data.quietHours.map(\.description) ?? "none"), a \(data.streakDays)-day streak")]
        }
        return decoded.problems.map { problem in
            let fix = switch problem.key {
            case PetWidgetData.itemsKey: "store items as Data holding a JSON array of {name, stage, valueA, valueB, valueC} "
                + "(JSONSerialization.data(withJSONObject:))"
            case PetWidgetData.quietHoursKey: "store quietHours as a String \"HH:MM-HH:MM\", for example \"22:00-07:00\""
            case PetWidgetData.streakDaysKey: "store streakDays as an Int of 0 or more"
            default: "rewrite the suite from the app"
            }
            let message = problem.message + (problem.defaultUsed.map { "; the widget uses \($0)" } ?? "")
            return problem.defaultUsed == nil
                ? .warning(.data, "\(problem.file): \(problem.field)", message, fix: fix)
                : .problem(.data, "\(problem.file): \(problem.field)", message, fix: fix)
        }
    }

    private static func image(key: String, path: String, reader: GroupReader) -> DoctorFinding {
        let subject = "\(key) -> \(path)"
        let render = "render it again with home_widget's renderFlutterWidget after setAppGroupId, so the file lands in this container"
        let url: URL
        do {
            url = try reader.homeWidgetFile(forKey: key)
        } catch {
            return .problem(.data, subject, "\(error)", fix: render)
        }
        let data: Data
        do {
            data = try reader.readFile(path, limit: .sharedFile)
        } catch .notFound {
            return .problem(.data, subject, "no such file in the container (looked at \(url.path))", fix: render)
        } catch {
            return .problem(.data, subject, error.description, fix: render)
        }
        guard url.pathExtension.lowercased() == "png" else { return .ok(.data, subject, "\(data.count) bytes") }
        let image: RGBAImage
        do {
            image = try PNGCodec.decode(data, source: url.path)
        } catch {
            return .problem(.data, subject, error.description, fix: render)
        }
        if image.width == 0 || image.height == 0 || stride(from: 3, to: image.pixels.count, by: 4).allSatisfy({ image.pixels[$0] == 0 }) {
            return .warning(.data, subject, "the \(image.width)x\(image.height) image is blank: every pixel is transparent",
                            fix: "make sure the Flutter widget has laid out and painted before renderFlutterWidget captures it")
        }
        return .ok(.data, subject, "a \(image.width)x\(image.height) PNG inside the container")
    }
}
