import Foundation
import Logging
import MCP

/// Standard input and output, as the SDK's `StdioTransport`, except that the end of input ends
/// the server only once every request read has been answered. The SDK handles each request in
/// a task of its own and stops when its input ends, so a client that writes its requests and
/// closes its end (a script, a test, `echo … | hig-activity mcp`) lost the answers still being
/// worked out. Requests are known by their ids; a request unanswered after `patience` is given
/// up on, so a handler that never returns cannot keep the process alive.
actor AnsweringTransport: Transport {
    nonisolated let logger: Logger
    private let inner: StdioTransport
    /// Ids of requests read and not yet answered, as their JSON text (`1`, `"a"`).
    private var pending: Set<String> = []
    static let patience: Duration = .seconds(30)

    init() {
        inner = StdioTransport()
        logger = inner.logger
    }

    /// The SDK's messages, taken when connecting (`receive()` can't wait on another actor).
    private var messages: AsyncThrowingStream<Data, Swift.Error>?

    func connect() async throws {
        try await inner.connect()
        messages = await inner.receive()
    }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws {
        try await inner.send(data)
        for id in Self.ids(in: data, answers: true) { pending.remove(id) }
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let messages = messages ?? AsyncThrowingStream { $0.finish() }
        return AsyncThrowingStream { continuation in
            let forwarding = Task {
                do {
                    for try await data in messages {
                        self.read(data)
                        continuation.yield(data)
                    }
                    await self.answered()
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }

    private func read(_ data: Data) {
        for id in Self.ids(in: data, answers: false) { pending.insert(id) }
    }

    /// Returns once every request read has been answered, or after `patience`.
    private func answered() async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.patience)
        while !pending.isEmpty, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The ids of the requests (`answers` false: messages with a method and an id) or of the
    /// answers (`answers` true: messages with an id and a result or an error) in a message or a
    /// batch of them.
    static func ids(in data: Data, answers: Bool) -> [String] {
        guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return [] }
        let messages = (json as? [Any]) ?? [json]
        return messages.compactMap { message in
            guard let object = message as? [String: Any], let id = object["id"], !(id is NSNull) else { return nil }
            let isAnswer = object["method"] == nil && (object["result"] != nil || object["error"] != nil)
            let isRequest = object["method"] != nil
            guard answers ? isAnswer : isRequest,
                let text = try? JSONSerialization.data(withJSONObject: id, options: [.fragmentsAllowed])
            else { return nil }
            return String(decoding: text, as: UTF8.self)
        }
    }
}
