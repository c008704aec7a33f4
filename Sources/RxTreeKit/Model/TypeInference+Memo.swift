extension TypeInference {
    /// Answers to one kind of question (a member's values, a function's summary), remembered so that no
    /// answer depends on the order the questions are asked in.
    ///
    /// A question met again while it is being answered (a cycle: `a = b` and `b = a`) contributes what
    /// is known of it so far, at first nothing. An answer computed inside a cycle therefore depends on
    /// where the cycle was entered: remembered as it stands, it would leave `b` without `a`'s values when
    /// `a` was asked first, and `a` without `b`'s the other way round. So such an answer is only kept
    /// while the computation it met is open, and the question that entered the cycle is answered again,
    /// each question of the cycle now contributing what the last round found, until no answer of the
    /// cycle changes (a fixpoint, the same from whichever question it was entered); then all of them are
    /// remembered. Each question thus has one answer, whatever was asked before it, as a graph built
    /// per source needs. A cycle that has not settled after `maximumCycleRounds` rounds (its answers go
    /// round, as when a type found switches a property from its declared type to what is assigned) keeps
    /// its last round's answers, marked unsettled, as is every answer computed from one
    /// (`TypeInference.unsettled`): the graph draws no edge of them, and says why.
    final class Memo<Key: Hashable, Value: RangeReplaceableCollection & Equatable> {
        struct Answer {
            var value: Value
            var needs: Needs
            /// The depth of the outermost open computation the answer met.
            var met: Int
            var isUnsettled: Bool
        }

        /// Each question asked: answered, kept, or being answered at a depth. One table, so that a
        /// question costs one lookup and at most two stores.
        fileprivate enum Entry {
            case answered(Value, Needs, isUnsettled: Bool)
            case kept(Answer)
            case open(depth: Int)
        }

        fileprivate var entries: [Key: Entry] = [:]
        /// The kept answers by the depth of the open computation they met, less one.
        fileprivate var keptUntil: [[Key]] = []
        /// What the last round found for the questions of a cycle being answered again.
        fileprivate var lastRound: [Key: Value] = [:]

        fileprivate func keep(_ key: Key, _ answer: Answer) {
            while keptUntil.count < answer.met { keptUntil.append([]) }
            entries[key] = .kept(answer)
            keptUntil[answer.met - 1].append(key)
        }

        /// The answers kept while the computation at `depth` was open, no longer kept.
        fileprivate func takeKept(at depth: Int) -> [(key: Key, value: Value)] {
            guard depth <= keptUntil.count, !keptUntil[depth - 1].isEmpty else { return [] }
            let taken = keptUntil[depth - 1].compactMap { key -> (key: Key, value: Value)? in
                guard case .kept(let answer) = entries[key] else { return nil }
                entries[key] = nil
                return (key, answer.value)
            }
            keptUntil[depth - 1].removeAll(keepingCapacity: true)
            return taken
        }

        /// Whether every answer is what the last round found; then those become the last round's.
        fileprivate func settle(_ answers: [(key: Key, value: Value)]) -> Bool {
            var settled = true
            for answer in answers where lastRound[answer.key, default: Value()] != answer.value {
                settled = false
                lastRound[answer.key] = answer.value
            }
            return settled
        }

        fileprivate func remember(_ answers: [(key: Key, value: Value)], needs: Needs, isUnsettled: Bool) {
            for answer in answers {
                entries[answer.key] = .answered(answer.value, needs, isUnsettled: isUnsettled)
            }
        }

        fileprivate func forgetRounds(of keys: Set<Key>) {
            for key in keys { lastRound[key] = nil }
        }
    }

    /// The computations of remembered answers open one inside another.
    struct OpenComputations {
        var depth = 0
        /// The depth of the outermost open computation met since the innermost one began; `Int.max` for none.
        var outermostMet = Int.max
    }

    /// How many rounds a cycle is answered in before its answers are taken as unsettled. Real cycles
    /// settle in two or three.
    static let maximumCycleRounds = 16

    /// The answer to `key`: remembered, or computed by `compute` one level deeper in the inference
    /// (`nested`) and remembered as `Memo` says.
    func remembered<Key: Hashable, Value>(
        _ key: Key, in memo: Memo<Key, Value>,
        needs: inout Needs, _ compute: (inout Needs) -> Value
    ) -> Value {
        switch memo.entries[key] {
        case .answered(let value, let known, let isUnsettled)?:
            if isUnsettled { unsettled += 1 }
            needs.formUnion(known)
            return value
        case .kept(let kept)?:
            if kept.isUnsettled { unsettled += 1 }
            open.outermostMet = min(open.outermostMet, kept.met)
            needs.formUnion(kept.needs)
            return kept.value
        case .open(let depth)?:
            open.outermostMet = min(open.outermostMet, depth)
            return memo.lastRound[key] ?? Value()
        case nil:
            break
        }
        return nested(else: Value()) {
            open.depth += 1
            let depth = open.depth
            let outerMet = open.outermostMet
            let cutsBefore = cuts
            let unsettledBefore = unsettled
            var all = Needs()
            var value = Value()
            var met = Int.max
            // The questions of the cycle this one entered, if it entered one, in the last round.
            var cycle: (members: [(key: MemberKey, value: [String])], summaries: [(key: SummaryKey, value: [Route])])?
            var answeredAgain: (members: Set<MemberKey>, summaries: Set<SummaryKey>) = ([], [])
            memo.entries[key] = .open(depth: depth)
            for round in 1... {
                open.outermostMet = .max
                var inner = Needs()
                value = compute(&inner)
                all.formUnion(inner)
                met = open.outermostMet
                // A member's values and a summary can each be asked while the other is answered.
                let members = memberMemo.takeKept(at: depth)
                let summaries = summaryMemo.takeKept(at: depth)
                // No cycle through other questions, or one entered further out: answered as it stands.
                guard met >= depth, !members.isEmpty || !summaries.isEmpty else { break }
                let settledMembers = memberMemo.settle(members)
                let settledSummaries = summaryMemo.settle(summaries)
                let settledSelf = memo.settle([(key, value)])
                answeredAgain.members.formUnion(members.map(\.key))
                answeredAgain.summaries.formUnion(summaries.map(\.key))
                let settled = settledMembers && settledSummaries && settledSelf
                if settled || round == Self.maximumCycleRounds {
                    if !settled { unsettled += 1 }
                    cycle = (members, summaries)
                    break
                }
            }
            if !answeredAgain.members.isEmpty || !answeredAgain.summaries.isEmpty {
                memberMemo.forgetRounds(of: answeredAgain.members)
                summaryMemo.forgetRounds(of: answeredAgain.summaries)
                memo.forgetRounds(of: [key])
            }
            open.depth -= 1
            open.outermostMet = met < depth ? min(outerMet, met) : outerMet
            guard cuts == cutsBefore else {
                memo.entries[key] = nil
                needs.formUnion(all)
                return value
            }
            let isUnsettled = unsettled != unsettledBefore
            if met < depth {
                memo.keep(key, Memo.Answer(value: value, needs: all, met: met, isUnsettled: isUnsettled))
            } else {
                memo.entries[key] = .answered(value, all, isUnsettled: isUnsettled)
                if let cycle {
                    memberMemo.remember(cycle.members, needs: all, isUnsettled: isUnsettled)
                    summaryMemo.remember(cycle.summaries, needs: all, isUnsettled: isUnsettled)
                }
            }
            needs.formUnion(all)
            return value
        }
    }
}
