/// Values pinned by golden tests (filled from a first run, then never changed silently).
enum GoldenValues {
    static let generator42: [UInt64] = [6707917072743603636, 6808930593674116841, 13732164527406048261, 1377497091943874980]
}
