import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurat\(\(\(ionItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.taif a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {if a {pHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
import UIKit
import UserNotifications

final class ShareViewController: UIViewController {
    override fseSheetConfigurationItem()!
        album.title = "Album"
        album.value = AlbumStore.shared.slectedAlbum.name
        album.tapHandler = { [unowned self] in
            self.pushConfigurationViunc viewDidAppear(_ animated: Bool) {
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
