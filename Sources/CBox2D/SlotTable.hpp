// SlotTable: the storage behind value handles.
//
// A vector of slots, each holding a pointer to a live Box2D object and a generation. A handle
// (index, generation) is live when its slot holds an object and the generations agree. Freeing a
// slot bumps its generation, so every handle issued for it goes stale, and puts it on a free
// list; the next allocation reuses it under the new generation. Slot 0 is never used, so the
// all-zero handle is null.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace cbox2d {

/// Nothing extra stored in a slot.
struct NoExtra {};

template <typename Object, typename Extra = NoExtra>
class SlotTable {
public:
    struct Slot {
        Object* object = nullptr;
        uint32_t generation = 0;
        int32_t nextFree = 0;
        Extra extra{};
    };

    SlotTable() : slots_(1) {}

    /// Stores `object` in a free slot and returns the slot's index.
    int32_t allocate(Object* object) {
        int32_t index;
        if (freeHead_ != 0) {
            index = freeHead_;
            freeHead_ = slots_[index].nextFree;
        } else {
            index = static_cast<int32_t>(slots_.size());
            slots_.emplace_back();
        }
        Slot& slot = slots_[index];
        if (slot.generation == 0) slot.generation = 1;
        slot.object = object;
        slot.nextFree = 0;
        slot.extra = Extra{};
        ++count_;
        return index;
    }

    /// Empties a live slot, staling its handles.
    void release(int32_t index) {
        Slot& slot = slots_[index];
        slot.object = nullptr;
        slot.generation = slot.generation == UINT32_MAX ? 1 : slot.generation + 1;
        slot.nextFree = freeHead_;
        freeHead_ = index;
        --count_;
    }

    /// The live slot a handle names, or null.
    Slot* find(int32_t index, uint32_t generation) {
        if (index <= 0 || index >= static_cast<int32_t>(slots_.size())) return nullptr;
        Slot& slot = slots_[index];
        if (slot.object == nullptr || slot.generation != generation) return nullptr;
        return &slot;
    }

    Slot& operator[](int32_t index) { return slots_[index]; }
    const Slot& operator[](int32_t index) const { return slots_[index]; }

    /// One past the highest index ever used.
    int32_t capacity() const { return static_cast<int32_t>(slots_.size()); }
    /// Live slots.
    int32_t count() const { return count_; }

    /// Every slot, slot 0 included, for copying a table out as bytes.
    const std::vector<Slot>& slots() const { return slots_; }
    /// The first free slot (0 for none), for copying a table out as bytes.
    int32_t freeHead() const { return freeHead_; }
    /// Takes `slots`, `freeHead` and `count` as the whole table (a copy read back from bytes).
    void assign(std::vector<Slot> slots, int32_t freeHead, int32_t count) {
        slots_ = std::move(slots);
        freeHead_ = freeHead;
        count_ = count;
    }

private:
    std::vector<Slot> slots_;
    int32_t freeHead_ = 0;
    int32_t count_ = 0;
};

}  // namespace cbox2d
