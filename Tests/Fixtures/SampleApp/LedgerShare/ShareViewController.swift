import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let picker = AccountPickerViewController()
        present(picker, animated: true)
    }

    func uploadFinished() {
        let content = UNMutableNotificationContent()
        content.title = "Receipt uploaded"
        let request = UNNotificationRequest(identifier: "done", content: content, trigger: nil)
        UNUserNotificationCenter.current().add(request)
        extensionContext?.completeRequest(returningItems: nil)
    }
}

final class AccountPickerViewController: UITableViewController {}
