import UIKit

final class DocumentViewController: UIViewController {
    let document: URL

    init(document: URL) {
        self.document = document
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Share via…", for: .normal)
        button.addTarget(self, action: #selector(share), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc func share() {
        let controller = UIActivityViewController(
            activityItems: [document],
            applicationActivities: [ExportActivity(), ArchiveActivity(), PrintActivity()]
        )
        present(controller, animated: true)
    }

    @objc func shareFromToolbar(_ sender: UIBarButtonItem) {
        let controller = UIActivityViewController(activityItems: [document], applicationActivities: nil)
        controller.popoverPresentationController?.barButtonItem = sender
        present(controller, animated: true)
    }
}
