// Grammar the project model's parser must read as swift-syntax does (FactsReaderTests): newer
// and rarer Swift, each seen in a real project. It is read, never compiled.
import Foundation

struct Box<Value: ~Copyable>: ~Copyable {
    var _$id: Int { 0 }
    init?<T: BinaryInteger>(count: T) {
        guard count > 0 else { return nil }
        self.init(value: consume count)
    }
    init(value: some Any) {}

    var value: Value {
        borrow { _storage }
    }
    var other: Value {
        read { $0 }
    }
    var pointer: UnsafePointer<Value> {
        unsafeAddress { unsafe UnsafePointer(bitPattern: 1)! }
    }

    #if compiler(>=6.2)
    @available(macOS 26, *)
    #endif
    @inlinable
    mutating func move(_ offset: Int) {
        let total = items.Swift::reduce(into: 0) { $0 += $1 }
        let p = unsafe (UnsafeRawPointer(bitPattern: total)! + 8)
        precondition(copy offset >= 0)
        print(p, #"""#, #"""""#, ##"a "# b"##)
    }
}

func ||<T>(lhs: T?, rhs: T?) -> T? { lhs ?? rhs }

@_spi(Experimental) extension Box where Value: Sendable {
    func show() -> some View {
        Text(verbatim: "\(_$id)").sheet(isPresented: .constant(true)) { Detail() }
    }
}
