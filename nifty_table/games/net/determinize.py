"""NΣT! for the search: a full state from one seat's view, and a fast copy.

What a seat knows: its hand and its own exchange (discards, or the card it
passed left, which stays in that hand until played), every card played this
round and by whom, so the colours a player could not follow, and everything
on the board. The rest (other hands, the 2-player unseen cards, the others'
discards, the others' exchange choices not yet carried out) is dealt at
random within those facts.
"""

from __future__ import annotations

from typing import cast

from nifty_table.engine.contract import Seat
from nifty_table.engine.determinize import deal, reseeded, shallow_copy
from nifty_table.engine.rng import Rng
from nifty_table.games.net import cards, setup, tricks
from nifty_table.games.net.state import NetState, NetView, Options, Phase, RoundRules


def voids(view: NetView, rules: RoundRules) -> list[set[int]]:
    """Per seat, the colours (as tricks count them) it showed it lacks by not
    following the led colour."""
    out: list[set[int]] = [set() for _ in view.seats]
    trump, st = rules.trump, rules.supertrump
    for trick in [*view.round_tricks, view.trick]:
        if not trick:
            continue
        led = tricks.suit(trick[0][1], trump, st)
        for seat, card in trick[1:]:
            if tricks.suit(card, trump, st) != led:
                out[seat].add(led)
    return out


def determinize(view: NetView, rng: Rng) -> NetState:
    """A NΣT! state that `view.seat` cannot tell from the real one."""
    me = view.seat
    if me is None:
        raise ValueError("a determinizer needs a seat's view, not the public one")
    n = len(view.seats)
    rules = view.rules.model_copy() if view.rules is not None else RoundRules()
    # Every seat has a team once the first has.
    teams = cast(list[int], [s.team for s in view.seats] if view.seats[0].team is not None else [])
    state = NetState.model_construct(
        seats=[Seat.model_construct(name=s.name, bot=s.bot) for s in view.seats],
        rng=reseeded(rng),
        log=list(view.log),
        options=Options.model_construct(board=view.board_id, first_dealer=None),
        players=n,
        characters=[-1 if s.character is None else s.character for s in view.seats],
        phase=view.phase,
        round=view.round,
        rounds=view.rounds,
        dealer=view.dealer,
        turn=view.turn,
        board=[list(line) for line in view.board],
        rules=rules,
        hands=[],
        set_aside=[],
        discarded=[],
        picks=[],
        teams=teams,
        bonus_owner=view.bonus_owner,
        doubled=False,
        leader=view.leader,
        trick=list(view.trick),
        last_trick=list(view.last_trick),
        last_winner=view.last_winner,
        tricks_won=[s.tricks for s in view.seats],
        won_cards=[[] for _ in range(n)],
        loot=[[] for _ in range(n)],
        scores=[s.score for s in view.seats],
        history=[r.model_copy() for r in view.history],
        round_tricks=[list(t) for t in view.round_tricks],
        exchanged=[[] for _ in range(n)],
    )
    if view.phase is Phase.CHARACTERS:  # nothing dealt yet: nothing hidden but the RNG
        state.tricks_won, state.won_cards, state.loot = [], [], []
        return state
    _deal_hands(state, view, rules, rng)
    _replay_tricks(state)
    return state


def _deal_hands(state: NetState, view: NetView, rules: RoundRules, rng: Rng) -> None:
    me, n = view.seat, state.players
    assert me is not None
    deck = cards.deck_for(n)
    played = {c for t in view.round_tricks for _, c in t} | {c for _, c in view.trick}
    mine = list(view.hand)
    exchange_done = bool(view.my_exchange)
    left = (me + 1) % n
    passed = [c for c in view.my_exchange if c not in played] if rules.pass_left else []
    known = set(mine) | played | set(view.my_exchange)
    unseen = [c for c in deck if c not in known]
    others = [s for s in range(n) if s != me]
    sizes = [view.seats[s].hand_size - (len(passed) if s == left else 0) for s in others]
    aside = len(deck) - setup.HAND_SIZE[n] * n
    other_discards = rules.discard if exchange_done and not rules.pass_left else 0
    sizes += [aside] + [other_discards] * len(others)
    lacking = voids(view, rules)
    trump, st = rules.trump, rules.supertrump
    places = len(others)

    def fits(place: int, card: int) -> bool:
        if place < places:  # a hand: no colour its player showed to lack
            return tricks.suit(card, trump, st) not in lacking[others[place]]
        if place > places:  # a discard: under "Except 1" nobody discards a 1
            return not (rules.keep_ones and cards.VALUE[card] == 1)
        return True

    # Cards played in tricks this seat has no record of (a game saved before
    # the record was kept): somewhere in the trick piles.
    unrecorded = max(0, len(unseen) - sum(sizes))
    dealt = deal(unseen, [*sizes, unrecorded], rng, fits)
    state.won_cards[view.leader].extend(dealt[-1])
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[me] = mine
    for place, seat in enumerate(others):
        hands[seat] = dealt[place] + (passed if seat == left else [])
    state.hands = hands
    state.set_aside = dealt[places]
    discards: list[list[int]] = [[] for _ in range(n)]
    if other_discards:
        for place, seat in enumerate(others):
            discards[seat] = dealt[places + 1 + place]
        discards[me] = list(view.my_exchange)
    state.discarded = [c for pile in discards for c in pile]
    state.exchanged[me] = list(view.my_exchange)
    state.picks = [[] for _ in range(n)]
    if view.phase is Phase.EXCHANGE:
        _choose_picks(state, view, rng)


def _choose_picks(state: NetState, view: NetView, rng: Rng) -> None:
    """Exchange choices made but not yet carried out: the seats before the one
    deciding have chosen all theirs (unknown to this seat), its own are known."""
    me, n = view.seat, state.players
    assert me is not None
    need = state.rules.pass_left or state.rules.discard
    seat = state.rules.first_player
    while seat != view.turn:
        if seat != me:
            hand = list(state.hands[seat])
            allowed = [c for c in hand if cards.VALUE[c] != 1] if state.rules.keep_ones else hand
            pool = allowed if len(allowed) >= need else hand
            rng.shuffle(pool)
            state.picks[seat] = pool[:need]
        seat = (seat + 1) % n
    state.picks[me] = list(view.my_picks)


def _replay_tricks(state: NetState) -> None:
    """Trick piles and loot, from this round's finished tricks."""
    rules = state.rules
    for trick in state.round_tricks:
        winner = trick[tricks.winner_index(trick, rules.trump, rules.supertrump)][0]
        taken = tricks.loot(trick, winner, state.teams)
        state.loot[winner].extend(taken)
        state.won_cards[winner].extend(c for _, c in trick if c not in taken)


def copy_state(state: NetState) -> NetState:
    """An independent copy for the search: the mutable containers are copied,
    the frozen or replaced-whole parts (seats, options, rules, finished
    tricks and round records) shared."""
    new = shallow_copy(state)
    d = new.__dict__
    d["rng"] = shallow_copy(state.rng)
    d["log"] = list(state.log)
    d["characters"] = list(state.characters)
    d["board"] = [list(line) for line in state.board]
    d["hands"] = [list(h) for h in state.hands]
    d["set_aside"] = list(state.set_aside)
    d["discarded"] = list(state.discarded)
    d["picks"] = [list(p) for p in state.picks]
    d["teams"] = list(state.teams)
    d["trick"] = list(state.trick)
    d["tricks_won"] = list(state.tricks_won)
    d["won_cards"] = [list(p) for p in state.won_cards]
    d["loot"] = [list(p) for p in state.loot]
    d["scores"] = list(state.scores)
    d["history"] = list(state.history)
    d["round_tricks"] = list(state.round_tricks)
    d["exchanged"] = [list(p) for p in state.exchanged]
    return new
