/// The short forms the container's, data's and `--entitlements` checks write their findings in:
/// a finding about a file (or, with no file, about its subject), with a fix unless it is fine.
extension DoctorFinding {
    public static func ok(_ area: Area, _ file: String?, subject: String? = nil, _ message: String) -> DoctorFinding {
        DoctorFinding(.ok, area, file: file, subject: subject, message: message)
    }

    public static func note(_ area: Area, _ file: String?, subject: String? = nil, _ message: String) -> DoctorFinding {
        DoctorFinding(.note, area, file: file, subject: subject, message: message)
    }

    public static func warning(_ area: Area, _ file: String?, subject: String? = nil, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(.warning, area, file: file, subject: subject, message: message, fix: fix)
    }

    public static func problem(_ area: Area, _ file: String?, subject: String? = nil, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(.problem, area, file: file, subject: subject, message: message, fix: fix)
    }
}
