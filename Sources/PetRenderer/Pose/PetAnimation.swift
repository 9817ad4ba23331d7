/// The animations every stage of a sheet provides, named as the sheet's tags name them (`<stage>/walk`).
public enum PetAnimation: String, CaseIterable, Sendable, Codable {
    case walk
    case idle
    case sleep
}
