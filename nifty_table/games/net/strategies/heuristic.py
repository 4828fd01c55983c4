"""`heuristic`: a NΣT! computer player that plays to the round's value.

Positive rounds: take tricks, never hand a 1 to the opponents as loot, throw
1s on a partner's trick. Negative rounds: duck, keep low cards and 1s to throw
on the opponents' tricks (loot costs them), get rid of the winners. Tokens,
teams and the bonus card are chosen by estimating what each choice is worth
to this seat against the best other seat, never at random.
"""

from __future__ import annotations

from collections.abc import Sequence

from nifty_table.engine.rng import Rng
from nifty_table.games.net import board as boards
from nifty_table.games.net import setup, tricks
from nifty_table.games.net.actions import (
    ChooseTeam,
    Double,
    GiveBonus,
    NetAction,
    PickCard,
    PlaceToken,
    PlayCard,
)
from nifty_table.games.net.cards import COLOUR, VALUE
from nifty_table.games.net.state import OPEN, NetView, Phase, RoundRules
from nifty_table.games.net.strategies.estimates import (
    expected_tricks,
    is_loot_bait,
    rank,
    top_value,
    win_chance,
)

OWN_FIRST_PLAYER = 1.0  # worth of being first player (teams, bonus, the lead)
DISCARD_WORTH = 0.25  # worth of each card a seat may discard to shape its hand
LEAD_WINNER = 0.6  # a lead this likely to take the trick is worth spending


class Heuristic:
    name = "heuristic"

    def choose(self, view: NetView, legal: Sequence[NetAction], rng: Rng) -> NetAction:
        phase = view.phase
        if phase is Phase.NYET:
            return _place_token(view, legal)
        if phase is Phase.TEAMS:
            return _form_teams(view, legal)
        if phase is Phase.BONUS:
            return _give_bonus(view, legal)
        if phase is Phase.EXCHANGE:
            return _exchange(view, legal)
        if phase is Phase.TRICKS:
            return _play(view, legal)
        if phase is Phase.DOUBLE:
            worth = _team_round_points(view) > 0
            return next(a for a in legal if isinstance(a, Double) and a.double is worth)
        return legal[rng.below(len(legal))]  # characters: all alike

    def react(self, view: NetView, legal: Sequence[NetAction], rng: Rng) -> NetAction | None:
        return None  # NΣT! has no out-of-turn plays


# -- the NY3T! phase --------------------------------------------------------------
def _open_boxes(view: NetView, line: int) -> list[int]:
    return [box for box, owner in enumerate(view.board[line]) if owner == OPEN]


def _box_worths(view: NetView) -> list[dict[int, float]]:
    """For every line, what each open box would be worth to this seat as the
    round's rule, given what the other lines may still become."""
    assert view.seat is not None
    spec = boards.board(view.board_id).line
    hand, players = view.hand, len(view.seats)
    trumps = [spec[boards.TRUMP].boxes[b].colour for b in _open_boxes(view, boards.TRUMP)]
    supers = [spec[boards.SUPERTRUMP].boxes[b].colour for b in _open_boxes(view, boards.SUPERTRUMP)]
    values = [spec[boards.VALUE].boxes[b].value or 0 for b in _open_boxes(view, boards.VALUE)]
    fair = len(hand) / players  # tricks an average hand takes

    def edge(trump_options, super_options) -> float:
        """Tricks above a fair share under the rules still possible: halfway
        between their average and the best of them, since this seat covers
        boxes too and steers towards its best rules."""
        tricks_ = [
            expected_tricks(hand, t, s, players) for t in trump_options for s in super_options
        ]
        return (sum(tricks_) / len(tricks_) + max(tricks_)) / 2 - fair

    mean_value = sum(values) / len(values)
    worths: list[dict[int, float]] = [{} for _ in range(boards.LINES)]
    me = view.seats[view.seat].character
    for box in _open_boxes(view, boards.FIRST_PLAYER):
        mine = spec[boards.FIRST_PLAYER].boxes[box].character == me
        worths[boards.FIRST_PLAYER][box] = OWN_FIRST_PLAYER if mine else 0.0
    for box in _open_boxes(view, boards.DISCARD):
        rule = spec[boards.DISCARD].boxes[box]
        cards_out = rule.discard - (0.1 if rule.keep_ones else 0) + 0.4 * rule.pass_left
        worths[boards.DISCARD][box] = DISCARD_WORTH * cards_out * abs(mean_value)
    for box in _open_boxes(view, boards.TRUMP):
        colour = spec[boards.TRUMP].boxes[box].colour
        worths[boards.TRUMP][box] = mean_value * edge([colour], supers)
    for box in _open_boxes(view, boards.SUPERTRUMP):
        colour = spec[boards.SUPERTRUMP].boxes[box].colour
        worths[boards.SUPERTRUMP][box] = mean_value * edge(trumps, [colour])
    advantage = edge(trumps, supers)
    for box in _open_boxes(view, boards.VALUE):
        worths[boards.VALUE][box] = (spec[boards.VALUE].boxes[box].value or 0) * advantage
    return worths


def _place_token(view: NetView, legal: Sequence[NetAction]) -> NetAction:
    """Cover the box whose removal raises this seat's expected round the most:
    the worst box of the line where that matters most."""
    worths = _box_worths(view)

    def gain(action: PlaceToken) -> float:
        line = worths[action.line]
        mean = sum(line.values()) / len(line)
        return (mean - line[action.box]) / (len(line) - 1)

    tokens = [a for a in legal if isinstance(a, PlaceToken)]
    return max(tokens, key=gain)


# -- teams and the bonus card ----------------------------------------------------------
def _predicted_totals(view: NetView, rules: RoundRules, teams: list[int]) -> list[float]:
    """Each seat's total after this round if it goes as this hand suggests,
    the other seats sharing the remaining tricks evenly."""
    assert view.seat is not None
    players = len(view.seats)
    mine = expected_tricks(view.hand, rules.trump, rules.supertrump, players)
    others = (len(view.hand) - mine) / (players - 1)
    tricks_of = [mine if s == view.seat else others for s in range(players)]
    bonus_team = None
    small = setup.smaller_team(teams)
    if setup.BONUS_CARD[players] and small:
        bonus_team = teams[small[0]]
    team_points = {}
    for team in (0, 1):
        taken = sum(t for s, t in enumerate(tricks_of) if teams[s] == team)
        points = taken * rules.value
        if team == bonus_team and points > 0:
            points *= 2  # its holder doubles a positive score
        team_points[team] = points
    return [view.seats[s].score + team_points[teams[s]] for s in range(players)]


def _form_teams(view: NetView, legal: Sequence[NetAction]) -> NetAction:
    """The teams that leave this seat furthest ahead of the best other seat."""
    assert view.seat is not None and view.rules is not None
    players, me, rules = len(view.seats), view.seat, view.rules  # known, by the assert

    def lead(action: ChooseTeam) -> float:
        teams = setup.teams_from_pair(players, me, action.pair)
        totals = _predicted_totals(view, rules, teams)
        return totals[me] - max(t for s, t in enumerate(totals) if s != me)

    options = [a for a in legal if isinstance(a, ChooseTeam)]
    return max(options, key=lead)


def _give_bonus(view: NetView, legal: Sequence[NetAction]) -> NetAction:
    """Keep the bonus card when allowed (it is ours to decide on); else give it
    to the opponent with the lowest score."""
    gifts = [a for a in legal if isinstance(a, GiveBonus)]
    for action in gifts:
        if action.to == view.seat:
            return action
    return min(gifts, key=lambda a: view.seats[a.to].score)


def _team_round_points(view: NetView) -> int:
    assert view.seat is not None and view.rules is not None
    team = view.seats[view.seat].team
    taken = sum(s.tricks + s.loot for s in view.seats if s.team == team)
    return taken * view.rules.value


# -- discarding and passing -------------------------------------------------------------
def _keep_worth(view: NetView, card: int) -> float:
    """How much this seat wants to keep a card for this round's tricks."""
    rules = view.rules
    assert rules is not None
    chance = win_chance(card, rules.trump, rules.supertrump, top_value(len(view.seats)))
    if rules.value >= 0:
        # A 1 is loot for the opponents whenever they take it: away with it.
        return -0.5 if is_loot_bait(card, rules.supertrump) else chance
    # Negative: winners cost points; 1s and low cards duck, and a 1 thrown on
    # an opponent's trick costs them.
    return 0.5 if is_loot_bait(card, rules.supertrump) else -chance


def _exchange(view: NetView, legal: Sequence[NetAction]) -> NetAction:
    """Discard or pass the card this seat least wants to keep (the weakest in a
    positive round, the strongest winner in a negative one)."""
    picks = [a for a in legal if isinstance(a, PickCard)]
    return min(picks, key=lambda a: (_keep_worth(view, a.card), VALUE[a.card], a.card))


# -- tricks ------------------------------------------------------------------------------
def _play(view: NetView, legal: Sequence[NetAction]) -> NetAction:
    rules = view.rules
    assert rules is not None and view.seat is not None
    me, trick = view.seat, view.trick
    plays = [a.card for a in legal if isinstance(a, PlayCard)]
    trump, supertrump = rules.trump, rules.supertrump

    def strength(card: int) -> tuple[int, int]:
        return rank(card, trump, supertrump)

    def wins(card: int) -> bool:
        after = [*trick, (me, card)]
        return tricks.winner_index(after, trump, supertrump) == len(trick)

    winners = [c for c in plays if wins(c)]
    losers = [c for c in plays if c not in winners]
    bait = [c for c in plays if is_loot_bait(c, supertrump)]
    teams = [s.team for s in view.seats]
    partner_ahead = False
    if trick:
        ahead = trick[tricks.winner_index(trick, trump, supertrump)][0]
        partner_ahead = teams[ahead] == teams[me]
    still_to_play = len(view.seats) - len(trick) - 1

    def card(chosen: int) -> NetAction:
        return PlayCard(seat=me, card=chosen)

    if not trick:
        return card(lead(plays, rules, len(view.seats)))
    if rules.value < 0:
        if losers:
            thrown = [c for c in losers if c in bait]
            if thrown and not partner_ahead:
                return card(thrown[0])  # the opponents' loot costs them
            return card(max(losers, key=strength))  # shed a dangerous card safely
        return card(max(plays, key=strength))  # taking it anyway: spend the worst winner

    safe = [c for c in plays if c not in bait] or plays
    if partner_ahead and (still_to_play == 0 or not winners or _holds(view, trick)):
        # The partner takes it: a 1 is no loot within the team.
        return card(bait[0] if bait else min(plays, key=strength))
    if winners:
        sure = [c for c in winners if still_to_play == 0 or _likely_holds(view, c)]
        loot_inside = any(is_loot_bait(c, supertrump) and teams[s] != teams[me] for s, c in trick)
        if sure:
            return card(min(sure, key=strength))
        if loot_inside or not losers:
            return card(max(winners, key=strength))
    pool = [c for c in losers if c in safe] or losers or plays
    return card(min(pool, key=strength))  # lose cheaply, never with a 1


def _likely_holds(view: NetView, card: int) -> bool:
    """Will this card probably stay on top until the trick ends?"""
    rules = view.rules
    assert rules is not None
    top = top_value(len(view.seats))
    if tricks.is_supertrump(card, rules.supertrump):
        return True
    if rules.trump is not None and COLOUR[card] == rules.trump:
        return VALUE[card] >= top - 2
    return VALUE[card] >= top - 1 and rules.trump is None


def _holds(view: NetView, trick: list[tuple[int, int]]) -> bool:
    rules = view.rules
    assert rules is not None
    best = trick[tricks.winner_index(trick, rules.trump, rules.supertrump)][1]
    return _likely_holds(view, best)


def lead(plays: Sequence[int], rules: RoundRules, players: int) -> int:
    """The card to lead (the searching player's playouts lead the same way).
    A negative round: a 1 if there is one (whoever takes it pays for the
    loot), else the weakest card. A positive round, never a 1: a likely
    winner, else a low card of a side suit."""
    trump, supertrump = rules.trump, rules.supertrump
    bait = [c for c in plays if is_loot_bait(c, supertrump)]
    if rules.value < 0:
        return bait[0] if bait else min(plays, key=lambda c: rank(c, trump, supertrump))
    safe = [c for c in plays if c not in bait] or list(plays)
    top = top_value(players)
    best = max(safe, key=lambda c: win_chance(c, trump, supertrump, top))
    if win_chance(best, trump, supertrump, top) >= LEAD_WINNER:
        return best
    side = [c for c in safe if trump is None or COLOUR[c] != trump] or safe
    return min(side, key=lambda c: rank(c, trump, supertrump))
