#!/usr/bin/env python3
"""generate-swift-project.py OUT_DIR [--lines N]

Writes a synthetic iOS project of about N lines of Swift (default 1,000,000) for the lint
benchmark: models, view controllers, SwiftUI views and networking code in files of a few
hundred lines, with share-sheet code (custom activities, activity view controllers, a share
extension) in about 3% of them. Deterministic: the same arguments give the same files."""
import argparse, os, random, shutil

MODEL = '''struct {name}: Codable, Hashable, Identifiable {{
    let id: UUID
    var title: String
    var amount: Decimal
    var createdAt: Date
    var tags: [String]

    func formatted(using formatter: NumberFormatter) -> String {{
        formatter.string(from: amount as NSDecimalNumber) ?? "\\(amount)"
    }}

    static func sample(_ index: Int) -> {name} {{
        {name}(id: UUID(), title: "Item \\(index)", amount: Decimal(index), createdAt: Date(), tags: ["a", "b"])
    }}
}}
'''

CONTROLLER = '''final class {name}ViewController: UITableViewController {{
    private var items: [{model}] = []
    private let formatter = NumberFormatter()

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "{name}"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        formatter.numberStyle = .currency
        reload()
    }}

    private func reload() {{
        items = (0..<{count}).map {model}.sample
        tableView.reloadData()
    }}

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        items.count
    }}

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].title
        content.secondaryText = items[indexPath.row].formatted(using: formatter)
        cell.contentConfiguration = content
        return cell
    }}

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        let detail = UIHostingController(rootView: {name}DetailView(item: items[indexPath.row]))
        navigationController?.pushViewController(detail, animated: true)
    }}
}}
'''

VIEW = '''struct {name}DetailView: View {{
    let item: {model}
    @State private var isEditing = false

    var body: some View {{
        Form {{
            Section("Details") {{
                LabeledContent("Title", value: item.title)
                LabeledContent("Created", value: item.createdAt.formatted())
            }}
            Section("Tags") {{
                ForEach(item.tags, id: \\.self) {{ tag in
                    Text(tag)
                }}
            }}
        }}
        .toolbar {{
            Button("Edit") {{ isEditing = true }}
        }}
    }}
}}
'''

NETWORK = '''final class {name}Client {{
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared) {{
        self.session = session
    }}

    func fetch(page: Int) async throws -> [{model}] {{
        var components = URLComponents(string: "https://api.example.com/{lower}")!
        components.queryItems = [URLQueryItem(name: "page", value: String(page))]
        let (data, response) = try await session.data(from: components.url!)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {{
            throw URLError(.badServerResponse)
        }}
        return try decoder.decode([{model}].self, from: data)
    }}
}}
'''

SHARE = '''final class {name}Activity: UIActivity {{
    override var activityTitle: String? {{ "Send this {lower} to the Acme archive service" }}
    override var activityImage: UIImage? {{ UIImage(systemName: "archivebox") }}
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {{ true }}
}}

extension {name}ViewController {{
    @objc func share{name}(_ sender: UIBarButtonItem) {{
        let controller = UIActivityViewController(activityItems: [title ?? ""], applicationActivities: [{name}Activity()])
        present(controller, animated: true)
    }}
}}
'''

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--lines", type=int, default=1_000_000)
    args = parser.parse_args()
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    total, index = 0, 0
    r = random.Random(7)
    while total < args.lines:
        name = f"Feature{index:05d}"
        model = f"{name}Record"
        parts = ["import Foundation\nimport SwiftUI\nimport UIKit\n", MODEL.format(name=model)]
        for _ in range(4):
            parts.append(CONTROLLER.format(name=name + str(len(parts)), model=model, count=r.randint(5, 50)))
            parts.append(VIEW.format(name=name + str(len(parts) - 1), model=model))
            parts.append(NETWORK.format(name=name + str(len(parts)), model=model, lower=name.lower()))
        if index % 33 == 0:
            parts.append(SHARE.format(name=name + "1", lower=name.lower()))
        text = "\n".join(parts)
        folder = os.path.join(args.out, f"Module{index // 100:03d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"{name}.swift"), "w") as f:
            f.write(text)
        total += text.count("\n")
        index += 1
    print(f"wrote {total} lines of Swift in {index} files to {args.out}")

if __name__ == "__main__":
    main()
