import UIKit

final class ActionViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // hig-activity:disable:next extension-no-modal
        present(UIAlertController(title: "Scanning", message: nil, preferredStyle: .alert), animated: true)
    }
}
