extension String {
    /// A count with its noun, `1 pet`, `2 pets`, `0 pets`, for every message that counts something:
    /// one helper, so no message says `1 pets` or `1 more images`. `plural` for a noun that does not
    /// take an s (`entry`, `entries`).
    public init(count: Int, _ singular: String, plural: String? = nil) {
        self = String(count) + " " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
