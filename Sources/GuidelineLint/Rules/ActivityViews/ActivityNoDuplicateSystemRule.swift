import Foundation
import GuidelineKit
import SwiftSyntax

/// A custom activity that repeats one the system already offers.
struct ActivityNoDuplicateSystemRule: Rule {
    static let description = RuleDescription(
        id: "activity-no-duplicate-system",
        summary:
            "A custom activity that duplicates a system one (Print, Copy, Mail, Message, AirDrop, Save Image, Add to Reading List, …) by title or type; give it a specific title such as \"Print Transaction\".",
        severity: .warning, entries: ["activity-views/no-duplicate-actions"], reads: [.swift],
        keywords: ["activityTitle", "activityType"]
    )

    /// Titles of system activities, folded.
    static let systemTitles: Set<String> = [
        "print", "copy", "mail", "message", "messages", "airdrop", "save image", "save images", "save to photos",
        "add to reading list", "airplay", "assign to contact", "save to files", "add to files", "save video",
        "open in safari", "add bookmark", "add to favorites", "markup", "print document",
    ]

    /// `UIActivity.ActivityType` members that name system activities.
    static let systemTypes: Set<String> = [
        "print", "copyToPasteboard", "mail", "message", "airDrop", "saveToCameraRoll", "addToReadingList",
        "assignToContact", "postToFacebook", "postToTwitter", "postToWeibo", "postToTencentWeibo", "postToFlickr",
        "postToVimeo", "openInIBooks", "markupAsPDF", "sharePlay", "collaborationInviteWithLink",
        "collaborationCopyLink", "addToHomeScreen",
    ]

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        for activity in ActivityDeclaration.all(in: file, project: project) {
            if let title = activity.title, Self.systemTitles.contains(Self.fold(title.text)) {
                findings.append(Finding(Self.description.id, at: file.location(of: title.node), subject: title.text))
            }
            if let type = Members.value(of: "activityType", in: activity.members),
                let member = Self.systemTypeMember(type)
            {
                findings.append(Finding(Self.description.id, at: file.location(of: type), subject: ".\(member)"))
            }
        }
        return findings
    }

    /// `.print` or `UIActivity.ActivityType.print`, when it names a system activity type.
    static func systemTypeMember(_ expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.text
        guard systemTypes.contains(name) else { return nil }
        if let base = access.base?.trimmedDescription, !base.hasSuffix("ActivityType") { return nil }
        return name
    }

    /// Case, surrounding space and a trailing ellipsis do not make a title different.
    static func fold(_ title: String) -> String {
        var folded = title.lowercased().trimmingCharacters(in: .whitespaces)
        for suffix in ["…", "..."] where folded.hasSuffix(suffix) { folded = String(folded.dropLast(suffix.count)) }
        return folded.trimmingCharacters(in: .whitespaces)
    }
}
