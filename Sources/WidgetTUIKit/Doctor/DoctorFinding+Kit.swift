import XcodeProject

/// The short forms the container's, data's and `--entitlements` checks write their findings in:
/// a finding about a file (or, with no file, about its subject), with a fix unless it is fine.
extension DoctorFinding {
    static func ok(_ area: Area, _ file: String?, subject: String? = nil, _ message: String) -> DoctorFinding {
        DoctorFinding(.ok, area, file: file, subject: subject, message: message)
    }

    static func note(_ area: Area, _ file: String?, subject: String? = nil, _ message: String) -> DoctorFinding {
        DoctorFinding(.note, area, file: file, subject: subject, message: message)
    }

    static func warning(_ area: Area, _ file: String?, subject: String? = nil, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(.warning, area, file: file, subject: subject, message: message, fix: fix)
    }

    static func problem(_ area: Area, _ file: String?, subject: String? = nil, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(.problem, area, file: file, subject: subject, message: message, fix: fix)
    }
}
