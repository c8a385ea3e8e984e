import UIKit

/// Custom activities of the Ledger app.
final class ExportActivity: UIActivity {
    override class var activityCategory: UIActivity.Category { .action }
    override var activityTitle: String? { "Export to Ledger Cloud Drive for safe keeping" }
    override var activityImage: UIImage? { UIImage(named: "ExportIcon") }
}

final class ArchiveActivity: UIActivity {
    override var activityTitle: String? { "Archive" }
    override var activityImage: UIImage? { UIImage(named: "ArchiveGlyph") }
}

final class PrintActivity: UIActivity {
    override var activityTitle: String? { "Print" }
    override var activityImage: UIImage? { UIImage(systemName: "printer") }
}
